'use client';

/**
 * The text of a registered-only story, fetched after the page loads (issue 6): members get it
 * through their session, anonymous readers while their meter allows. The cached public
 * page never holds it. Until then, and when refused, the server-rendered notice stays.
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { Lang } from '@/lib/brands/brands';
import { localiseDigits } from '@/lib/i18n/digits';
import { fill } from '@/lib/i18n/fill';
import { countedNow, knownExhausted, readMeter, recordRead } from '@/lib/meter/client';
import type { MeterPeriodKind } from '@/lib/meter/period';
import { useSiteStore } from '@/lib/store/site-store';
import type { RenderStory } from '@/lib/content/story-elements';
import type { StoryLabels } from './elements/context';
import styles from './gated-text.module.css';

/**
 * The element renderer is loaded only when a reader is let in, in parallel with the text:
 * this island sits in the chunk every reading page loads, the renderer need not.
 */
const loadRenderer = () => import('./elements/layout');
const StoryContent = lazy(() => loadRenderer().then((module) => ({ default: module.StoryContent })));

interface Labels {
  readonly loading: string;
  /** With a {count} placeholder. */
  readonly left: string;
  readonly exhausted: string;
  readonly failed: string;
}

interface Answer {
  access: { granted: boolean; grantReason: string };
  meteringCount: number;
  allowance?: number;
  period?: string;
  periodKind?: MeterPeriodKind;
  /** With access: the story's template and cards as data (lib/content/story-elements.ts), prepared and sanitised on the server. */
  template?: RenderStory['template'];
  cards?: RenderStory['cards'];
  live?: RenderStory['live'];
}

type State = { kind: 'loading' } | { kind: 'text'; story: RenderStory; note: string | null } | { kind: 'refused'; note: string | null } | { kind: 'failed' };

export function GatedText({ storyId, lang, labels, storyLabels, children }: { storyId: number; lang: Lang; labels: Labels; storyLabels: StoryLabels; children: ReactNode }) {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const store = useSiteStore.getState();
    const now = Date.now();
    const signedIn = document.cookie.split('; ').some((entry) => entry === 'alokpat-signed-in=1');
    let live = true;
    void loadRenderer().catch(() => undefined);
    const asked: Promise<Answer | null> =
      !signedIn && knownExhausted(storyId, now)
        ? Promise.resolve(null)
        : fetch(`/api/members/v1/stories/${storyId}/text?at=${now}`, { credentials: 'same-origin', headers: { accept: 'application/json' } }).then(async (response) => {
            const answer = (await response.json()) as Answer;
            if (!answer.access) throw new Error(`status ${response.status}`);
            return answer;
          });
    asked
      .then((answer) => {
        if (!live) return;
        if (!answer) {
          // The browser knows the allowance is spent: no call needed.
          store.setAccess(false, 'meter-exhausted');
          store.setMeteringCount(countedNow(readMeter(), now).length);
          setState({ kind: 'refused', note: labels.exhausted });
          return;
        }
        const metered = answer.access.grantReason === 'metered' || answer.access.grantReason === 'meter-exhausted';
        if (metered && answer.period && answer.periodKind) recordRead({ period: answer.period, periodKind: answer.periodKind, allowance: answer.allowance ?? 0, granted: answer.access.granted }, storyId, now);
        const count = answer.meteringCount;
        store.setAccess(answer.access.granted, answer.access.grantReason);
        store.setMeteringCount(count);
        const left = metered ? fill(labels.left, { count: localiseDigits(String(Math.max(0, (answer.allowance ?? 0) - count)), lang) }) : null;
        if (answer.access.granted && answer.template && answer.cards) setState({ kind: 'text', story: { template: answer.template, cards: answer.cards, ...(answer.live ? { live: answer.live } : {}) }, note: left });
        else setState({ kind: 'refused', note: answer.access.grantReason === 'meter-exhausted' ? labels.exhausted : null });
      })
      .catch(() => {
        store.setAccess(false, null);
        if (live) setState({ kind: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [storyId, lang, labels]);

  if (state.kind === 'text') {
    return (
      <>
        {state.note && (
          <p className={styles.meterNote} role="status">
            {state.note}
          </p>
        )}
        {/* The same components, layout and data as the public story body (components/story/elements/). */}
        <Suspense
          fallback={
            <p className={styles.meterNote} role="status" aria-busy="true">
              {labels.loading}
            </p>
          }
        >
          <StoryContent story={state.story} lang={lang} labels={storyLabels} />
        </Suspense>
      </>
    );
  }
  return (
    <>
      {state.kind === 'loading' && (
        <p className={styles.meterNote} role="status" aria-busy="true">
          {labels.loading}
        </p>
      )}
      {state.kind === 'refused' && state.note && (
        <p className={styles.meterNote} role="status">
          {state.note}
        </p>
      )}
      {state.kind === 'failed' && (
        <p className={styles.meterNote} role="alert">
          {labels.failed}
        </p>
      )}
      {children}
    </>
  );
}
