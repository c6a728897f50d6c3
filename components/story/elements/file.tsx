import type { Lang } from '@/lib/brands/brands';
import type { RenderElement } from '@/lib/content/story-elements';
import { localiseDigits } from '@/lib/i18n/digits';
import type { ElementContext } from './context';

function fileSize(bytes: number, lang: Lang): string {
  return localiseDigits(bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} KB`, lang);
}

/** A download: an https link or a path on this site ("/media/…"), as prepareCards checked. */
export function FileElement({ element, labels, lang }: { element: Extract<RenderElement, { type: 'file' }> } & Pick<ElementContext, 'labels' | 'lang'>) {
  return (
    <p data-element="file">
      <a href={element.url} download>
        {labels.download}: {element.name} ({fileSize(element.size, lang)})
      </a>
    </p>
  );
}
