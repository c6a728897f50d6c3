import type { RenderElement } from '@/lib/content/story-elements';

export function TitleElement({ element }: { element: Extract<RenderElement, { type: 'title' }> }) {
  return <h2 data-element="title">{element.text}</h2>;
}
