import type { RenderElement } from '@/lib/content/story-elements';

export function QuoteElement({ element }: { element: Extract<RenderElement, { type: 'quote' }> }) {
  return (
    <figure data-element="quote">
      <blockquote>
        <p>{element.text}</p>
      </blockquote>
      <figcaption>— {element.attribution}</figcaption>
    </figure>
  );
}

export function BlockquoteElement({ element }: { element: Extract<RenderElement, { type: 'blockquote' }> }) {
  return (
    <blockquote data-element="blockquote">
      <p>{element.text}</p>
      {element.attribution && <footer>— {element.attribution}</footer>}
    </blockquote>
  );
}
