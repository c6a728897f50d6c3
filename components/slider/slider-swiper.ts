/**
 * The story slider's Swiper (docs/product.md, "Business constants": speed 300 ms, autoplay
 * every 5000 ms, breakpoints 320/769/1025 px with 1/3/4 slides and 16/24/24 px spacing),
 * loaded with `import()` when the slider nears the viewport. The island owns play and
 * pause; this module reports where the slider is and how much of the current interval is
 * left.
 */
import Swiper from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';

export const SLIDER_AUTOPLAY_MS = 5_000;
export const SLIDER_SPEED_MS = 300;

export interface SliderPosition {
  readonly index: number;
  readonly isBeginning: boolean;
  readonly isEnd: boolean;
}

export interface SliderSwiper {
  previous(): void;
  next(): void;
  setAutoplay(on: boolean): void;
  destroy(): void;
}

interface Options {
  reducedMotion: boolean;
  onPosition(position: SliderPosition): void;
  /** The share of the autoplay interval still to run, from 1 down to 0. */
  onTimeLeft(fraction: number): void;
}

export function mountStorySlider(element: HTMLElement, { reducedMotion, onPosition, onTimeLeft }: Options): SliderSwiper {
  // Without JavaScript the row scrolls natively; Swiper moves it by transform instead.
  element.scrollLeft = 0;
  const report = (swiper: Swiper) => onPosition({ index: swiper.activeIndex, isBeginning: swiper.isBeginning, isEnd: swiper.isEnd });
  const swiper = new Swiper(element, {
    modules: [Autoplay, A11y],
    speed: reducedMotion ? 0 : SLIDER_SPEED_MS,
    slidesPerView: 1,
    spaceBetween: 16,
    breakpoints: {
      320: { slidesPerView: 1, spaceBetween: 16 },
      769: { slidesPerView: 3, spaceBetween: 24 },
      1025: { slidesPerView: 4, spaceBetween: 24 },
    },
    autoplay: { enabled: false, delay: SLIDER_AUTOPLAY_MS, disableOnInteraction: false },
    // The island sets roles, labels and aria-live on the server-rendered markup.
    a11y: { wrapperLiveRegion: false, slideLabelMessage: '' },
    on: {
      afterInit: report,
      slideChange: report,
      reachBeginning: report,
      reachEnd: report,
      fromEdge: report,
      breakpoint: report,
      resize: report,
      autoplayTimeLeft: (_swiper, _timeLeft, fraction) => onTimeLeft(Math.max(0, Math.min(1, fraction))),
      autoplayStop: () => onTimeLeft(1),
    },
  });
  return {
    previous: () => swiper.slidePrev(),
    next: () => swiper.slideNext(),
    setAutoplay(on) {
      if (swiper.destroyed) return;
      if (on && !swiper.autoplay.running) swiper.autoplay.start();
      else if (!on && swiper.autoplay.running) swiper.autoplay.stop();
    },
    destroy: () => swiper.destroy(true, true),
  };
}
