import type { RenderElement } from '@/lib/content/story-elements';
import { storyPath } from '@/lib/routes/paths';
import type { ElementContext } from './context';

export function AlsoReadElement({ element, labels }: { element: Extract<RenderElement, { type: 'also-read' }> } & Pick<ElementContext, 'labels'>) {
  return (
    <p data-element="also-read">
      <span>{labels.alsoRead}: </span>
      <a href={storyPath(element.storySlug)}>{element.text}</a>
    </p>
  );
}
