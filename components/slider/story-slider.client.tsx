'use client';

import { useRouter } from 'next/navigation';
import { Children, useEffect, useRef, useState, useSyncExternalStore, type FocusEvent, type PointerEvent, type ReactNode } from 'react';
import { goTo } from '@/lib/navigation/in-app';
import 'swiper/css';
import type { SliderPosition, SliderSwiper } from './slider-swiper';
import styles from './story-slider.module.css';
import { Icon } from '../icons/icons';

export interface SliderLabels {
  readonly carousel: string;
  readonly slide: string;
  readonly previous: string;
  readonly next: string;
  readonly play: string;
  readonly pause: string;
  /** The next button's name once it leads to the collection's page. */
  readonly more: string;
}

interface Props {
  /** The carousel's accessible name: the block's title. */
  name: string;
  /** Server-rendered cards, one per slide, so the page's HTML holds every story link. */
  children: ReactNode;
  /** "1 of 8"… in the edition's language and digits, one per slide. */
  slideLabels: readonly string[];
  labels: SliderLabels;
  /** The collection's page: where next leads from slide number `threshold` on. */
  moreHref?: string | null;
  threshold?: number | null;
  /** In a home block, whose title line the controls share (the block is their containing block). */
  inBlock?: boolean;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const readReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;

/**
 * The home page's story slider: previous and next arrows, a play/pause button and a
 * progress bar over the autoplay interval. Using an arrow stops autoplay; hovering over
 * or focusing a story holds it. Readers who prefer reduced motion start paused.
 */
export function StorySlider({ name, children, slideLabels, labels, moreHref = null, threshold = null, inBlock = false }: Props) {
  const router = useRouter();
  const slides = Children.toArray(children);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, readReducedMotion, () => false);
  const [choice, setChoice] = useState<'auto' | 'playing' | 'stopped'>('auto');
  const [held, setHeld] = useState({ hover: false, focus: false });
  const [position, setPosition] = useState<SliderPosition>({ index: 0, isBeginning: true, isEnd: slides.length <= 1 });
  const [ready, setReady] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLSpanElement>(null);
  const swiper = useRef<SliderSwiper | null>(null);

  const playing = choice === 'playing' || (choice === 'auto' && !reducedMotion);
  const running = playing && !held.hover && !held.focus;
  const nextLeadsToMore = Boolean(moreHref) && threshold !== null && position.index + 1 >= threshold;
  const nextDisabled = position.isEnd && !nextLeadsToMore;

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    let cancelled = false;
    const load = () =>
      import('./slider-swiper').then(
        ({ mountStorySlider }) => {
          if (cancelled) return;
          swiper.current = mountStorySlider(element, {
            reducedMotion: readReducedMotion(),
            onPosition: setPosition,
            onTimeLeft: (fraction) => bar.current?.style.setProperty('transform', `scaleX(${1 - fraction})`),
          });
          setReady(true);
        },
        (error: Error) => console.error('story slider:', error.message),
      );
    // Swiper is fetched only when the slider comes near the viewport.
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer?.disconnect();
              load();
            },
            { rootMargin: '400px 0px' },
          );
    if (observer) observer.observe(element);
    else load();
    return () => {
      cancelled = true;
      observer?.disconnect();
      swiper.current?.destroy();
      swiper.current = null;
    };
  }, []);

  useEffect(() => {
    if (ready) swiper.current?.setAutoplay(running);
  }, [ready, running]);

  function previous() {
    if (position.isBeginning) return;
    setChoice('stopped');
    swiper.current?.previous();
  }

  function next() {
    if (nextLeadsToMore && moreHref) {
      goTo(router, moreHref);
      return;
    }
    if (nextDisabled) return;
    setChoice('stopped');
    swiper.current?.next();
  }

  const hover = (entered: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHeld((current) => ({ ...current, hover: entered }));
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld((current) => ({ ...current, focus: false }));
  };

  return (
    <div className={inBlock ? `${styles.slider} ${styles.inBlock}` : styles.slider} data-component="story-slider" role="group" aria-roledescription={labels.carousel} aria-label={name}>
      <div className={styles.controls}>
        <button type="button" className={styles.button} aria-label={labels.previous} aria-disabled={position.isBeginning} onClick={previous}>
          <Icon name="previous" />
        </button>
        <button type="button" className={styles.button} aria-label={playing ? labels.pause : labels.play} onClick={() => setChoice(playing ? 'stopped' : 'playing')}>
          {playing ? <Icon name="pause" /> : <Icon name="play" />}
        </button>
        <button type="button" className={styles.button} aria-label={nextLeadsToMore ? labels.more : labels.next} aria-disabled={nextDisabled} onClick={next}>
          <Icon name="next" />
        </button>
      </div>
      <div
        className={`swiper ${styles.viewport}`}
        ref={viewport}
        onPointerEnter={hover(true)}
        onPointerLeave={hover(false)}
        onFocus={() => setHeld((current) => ({ ...current, focus: true }))}
        onBlur={onBlur}
      >
        <div className="swiper-wrapper" aria-live={running ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div key={index} className={`swiper-slide ${styles.slide}`} role="group" aria-roledescription={labels.slide} aria-label={slideLabels[index]}>
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.progress} aria-hidden="true" data-playing={playing}>
        <span className={styles.bar} ref={bar} />
      </div>
    </div>
  );
}
