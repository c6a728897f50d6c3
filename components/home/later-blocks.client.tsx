'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { Lang } from '@/lib/brands/brands';
import type { HomeEmphasis } from './collection-block-view';
import type { LaterBlocksAnswer } from './later-blocks';
import type { LaterBlocksViewProps } from './later-blocks-view';
import styles from './later-blocks.module.css';

interface Props {
  /** The index of the first block the page's HTML does not carry. */
  from: number;
  lang: Lang;
  emphasis: HomeEmphasis;
  /** What readers see until the blocks come, and without JavaScript: links to the blocks' pages. */
  children: ReactNode;
}

/** docs/product.md, "Business constants": blocks load 160 px before they scroll into view. */
const BLOCK_MARGIN = '160px';

/** The request and the blocks' markup come as a chunk of their own, when first needed. */
const loadView = () => import('./later-blocks-view');

type Shown = { readonly View: ComponentType<LaterBlocksViewProps>; readonly answer: LaterBlocksAnswer; readonly at: number };

/**
 * The blocks this tab last drew, by where they start: a reader who comes back to the home
 * (the back button, a client navigation) within a few minutes gets them in the first render,
 * so the page is as long as it was and the browser puts them back where they were reading.
 * Later than that they are asked for again, as the lead above them is newer.
 */
const drawn = new Map<number, Shown>();
const REMEMBERED_MS = 5 * 60_000;

function remembered(from: number): Shown | null {
  const shown = drawn.get(from);
  return shown && Date.now() - shown.at < REMEMBERED_MS ? shown : null;
}

/**
 * The home blocks below the first ones: links to their pages in the HTML, the blocks
 * themselves (the same markup as the server's, their ad slots between) once the reader
 * nears them. If the answer does not come, the links stay.
 */
export function LaterBlocks({ from, lang, emphasis, children }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<Shown | null>(() => remembered(from));
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = root.current;
    if (!element || remembered(from)) return;
    let current = true;
    const load = () => {
      loadView()
        .then(async ({ LaterBlocksView, requestLaterBlocks }) => {
          const next = { View: LaterBlocksView, answer: await requestLaterBlocks(from), at: Date.now() };
          drawn.set(from, next);
          if (current) setShown(next);
        })
        .catch((error: unknown) => {
          console.error('Caught Exception', error);
          if (current) setFailed(true);
        });
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: `${BLOCK_MARGIN} 0px` },
    );
    observer.observe(element);
    return () => {
      current = false;
      observer.disconnect();
    };
  }, [from]);

  return (
    <div ref={root} className={shown || failed ? undefined : styles.waiting} data-component="later-blocks" data-state={shown ? 'shown' : failed ? 'failed' : 'waiting'}>
      {shown ? <shown.View answer={shown.answer} lang={lang} emphasis={emphasis} /> : children}
    </div>
  );
}
