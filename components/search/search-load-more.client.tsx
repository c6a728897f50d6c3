'use client';

import type { ComponentProps } from 'react';
import { LoadMore } from '../listing/load-more.client';
import { Highlighted } from './highlighted';

type Props = Omit<ComponentProps<typeof LoadMore>, 'renderText'> & {
  /** The search query whose matching words the loaded cards mark. */
  query: string;
};

/** Load more for the search page: the next results, marked like the first ones (only this page ships the search text code). */
export function SearchLoadMore({ query, ...props }: Props) {
  return <LoadMore {...props} renderText={query ? (text) => <Highlighted text={text} query={query} lang={props.lang} /> : undefined} />;
}
