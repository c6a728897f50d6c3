/**
 * The ticker's Swiper, loaded with `import()` only once there are headlines to show.
 * Only the modules it needs: Autoplay and A11y (focus moves the strip to the focused
 * headline). Hover and focus suspend autoplay through `hold`; reduced motion turns it off.
 */
import Swiper from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { TICKER_AUTOPLAY_MS, TICKER_SPACING } from '@/lib/breaking/ticker';

export interface TickerSwiper {
  previous(): void;
  next(): void;
  /** Suspends autoplay while held (hover, focus); it starts afresh when released. */
  hold(held: boolean): void;
  destroy(): void;
}

export function mountTickerSwiper(element: HTMLElement, { autoplay }: { autoplay: boolean }): TickerSwiper {
  const swiper = new Swiper(element, {
    modules: [Autoplay, A11y],
    slidesPerView: 1,
    spaceBetween: TICKER_SPACING,
    rewind: true,
    speed: autoplay ? 300 : 0,
    autoplay: autoplay ? { delay: TICKER_AUTOPLAY_MS, disableOnInteraction: false } : false,
    // The island announces list changes itself; slides keep their list semantics.
    a11y: { wrapperLiveRegion: false, slideRole: '', slideLabelMessage: '' },
  });
  return {
    previous: () => swiper.slidePrev(),
    next: () => swiper.slideNext(),
    hold(held) {
      if (!autoplay || swiper.destroyed) return;
      if (held && swiper.autoplay.running) swiper.autoplay.stop();
      else if (!held && !swiper.autoplay.running) swiper.autoplay.start();
    },
    destroy: () => swiper.destroy(true, true),
  };
}
