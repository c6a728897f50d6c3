import type { RenderElement } from '@/lib/content/story-elements';
import { fill, type ElementContext } from './context';

/** An https embed (prepareCards drops any other), sandboxed and lazy. */
export function EmbedElement({ element, labels }: { element: Extract<RenderElement, { type: 'embed' }> } & Pick<ElementContext, 'labels'>) {
  return (
    <iframe
      data-element="embed"
      src={element.url}
      title={fill(labels.embedTitle, { title: element.title })}
      height={element.height}
      loading="lazy"
      sandbox="allow-scripts allow-same-origin allow-popups"
      referrerPolicy="no-referrer"
    />
  );
}
