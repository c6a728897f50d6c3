'use client';

import { useEffect, useState } from 'react';
import type { Lang } from '@/lib/brands/brands';
import type { StoryCardData } from '@/lib/content/stories/shapes';
import { cardsFromApi } from '@/lib/content/cards-from-api';
import { memberFetch } from '@/lib/members/client';
import { useSiteStore } from '@/lib/store/site-store';
import { StoryCard, type StoryCardLabels } from '../story/story-card';
import { StoryGrid } from '../listing/story-grid';

export const FOR_YOU_COUNT = 8;
const API = '/api/members/v1/recommendations';

interface Labels {
  readonly member: string;
  readonly anonymous: string;
  readonly loading: string;
  readonly failed: string;
  readonly card: StoryCardLabels;
}

type State = { kind: 'waiting' } | { kind: 'failed' } | { kind: 'ready'; personal: boolean; stories: StoryCardData[] };

/**
 * For-you picks (docs/product.md, "Calls": POST with user_id and limit): a verified
 * member's come from their reading and saves (the call carries their token); anyone else
 * gets the latest.
 */
export function ForYouList({ lang, labels }: { readonly lang: Lang; readonly labels: Labels }) {
  const member = useSiteStore((state) => state.member);
  const token = useSiteStore((state) => state.user.jwt_token);
  const tokenLoading = useSiteStore((state) => state.user.loading);
  const [state, setState] = useState<State>({ kind: 'waiting' });

  useEffect(() => {
    if (member.loading || (member.value && tokenLoading)) return;
    const init: RequestInit = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ limit: FOR_YOU_COUNT }) };
    const call = token ? memberFetch(API, init) : fetch(API, { ...init, credentials: 'same-origin' });
    let live = true;
    void call
      .then(async (response) => (response?.ok ? ((await response.json()) as { data: Parameters<typeof cardsFromApi>[0]['data']; meta: { personal: boolean } }) : null))
      .catch(() => null)
      .then((answer) => {
        if (live) setState(answer ? { kind: 'ready', personal: answer.meta.personal, stories: cardsFromApi(answer) } : { kind: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [member, token, tokenLoading]);

  if (state.kind === 'waiting') return <p>{labels.loading}</p>;
  if (state.kind === 'failed') return <p role="alert">{labels.failed}</p>;
  return (
    <>
      <p>{state.personal ? labels.member : labels.anonymous}</p>
      <StoryGrid data-testid="for-you-list">
        {state.stories.map((story) => (
          <li key={story.id}>
            <StoryCard story={story} lang={lang} labels={labels.card} />
          </li>
        ))}
      </StoryGrid>
    </>
  );
}
