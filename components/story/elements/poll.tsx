import type { RenderElement } from '@/lib/content/story-elements';
import { PollSlot } from '../../polls/poll-slot.client';
import type { ElementContext } from './context';

/** A reader poll: its question, options and counts are live, so the island fetches them (components/polls/). */
export function PollElement({ element, labels, lang }: { element: Extract<RenderElement, { type: 'poll' }> } & Pick<ElementContext, 'labels' | 'lang'>) {
  return (
    <div data-element="poll">
      <PollSlot id={element.pollId} lang={lang} labels={labels.poll} />
    </div>
  );
}
