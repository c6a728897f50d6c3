import type { RenderElement } from '@/lib/content/story-elements';
import type { ElementContext } from './context';
import { AlsoReadElement } from './also-read';
import { EmbedElement } from './embed';
import { FileElement } from './file';
import { GalleryElement } from './gallery';
import { ImageElement } from './image';
import { PollElement } from './poll';
import { BlockquoteElement, QuoteElement } from './quote';
import { TableElement } from './table';
import { TextElement } from './text';
import { TitleElement } from './title';
import { YouTubeElement } from './youtube';

/**
 * The one place a story element becomes markup, for the story page and the registered-only
 * text alike (elements as data, prepared by lib/content/story-elements.ts). Every element
 * carries `data-element`, which story-body.module.css styles (docs/design-system.md).
 */
export function renderElement(element: RenderElement, context: ElementContext, key?: string | number) {
  const { labels, lang, verticalVideo } = context;
  switch (element.type) {
    case 'text':
      return <TextElement key={key} element={element} labels={labels} />;
    case 'title':
      return <TitleElement key={key} element={element} />;
    case 'image':
      return <ImageElement key={key} element={element} />;
    case 'gallery':
      return <GalleryElement key={key} element={element} labels={labels} />;
    case 'quote':
      return <QuoteElement key={key} element={element} />;
    case 'blockquote':
      return <BlockquoteElement key={key} element={element} />;
    case 'also-read':
      return <AlsoReadElement key={key} element={element} labels={labels} />;
    case 'youtube-video':
      return <YouTubeElement key={key} element={element} labels={labels} verticalVideo={verticalVideo} />;
    case 'embed':
      return <EmbedElement key={key} element={element} labels={labels} />;
    case 'table':
      return <TableElement key={key} element={element} />;
    case 'file':
      return <FileElement key={key} element={element} labels={labels} lang={lang} />;
    case 'poll':
      return <PollElement key={key} element={element} labels={labels} lang={lang} />;
  }
}
