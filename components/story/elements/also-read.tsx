import Link from 'next/link';
import type { RenderElement } from '@/lib/content/story-elements';
import type { ElementContext } from './context';

export function AlsoReadElement({ element, labels }: { element: Extract<RenderElement, { type: 'also-read' }> } & Pick<ElementContext, 'labels'>) {
  return (
    <p data-element="also-read">
      <span>{labels.alsoRead}: </span>
      <Link href={`/${encodeURIComponent(element.storySlug)}`}>{element.text}</Link>
    </p>
  );
}
