import type { RenderElement } from '@/lib/content/story-elements';
import { fill, type ElementContext } from './context';
import { YouTubeFacade } from '../youtube-facade.client';

/** The click-to-load player; the facade itself refuses an id that is not YouTube's shape. */
export function YouTubeElement({ element, labels, verticalVideo }: { element: Extract<RenderElement, { type: 'youtube-video' }> } & Pick<ElementContext, 'labels' | 'verticalVideo'>) {
  return <YouTubeFacade videoId={element.videoId} title={element.title} label={fill(labels.playVideo, { title: element.title })} vertical={verticalVideo} />;
}
