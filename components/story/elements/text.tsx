import type { RenderElement } from '@/lib/content/story-elements';
import type { ElementContext } from './context';

type Text = Extract<RenderElement, { type: 'text' }>;

/** Story text, a summary, or a question or answer of an interview. The HTML was sanitised by prepareCards. */
export function TextElement({ element, labels }: { element: Text } & Pick<ElementContext, 'labels'>) {
  if (element.subtype === 'question' || element.subtype === 'answer') {
    return (
      <div data-element={element.subtype}>
        <strong data-part="qa-label">{labels[element.subtype]}: </strong>
        <div dangerouslySetInnerHTML={{ __html: element.html }} />
      </div>
    );
  }
  if (element.subtype === 'summary') {
    return (
      <aside data-element="summary" aria-label={labels.summary}>
        <div dangerouslySetInnerHTML={{ __html: element.html }} />
      </aside>
    );
  }
  return <div data-element="text" dangerouslySetInnerHTML={{ __html: element.html }} />;
}
