'use client';

import { createContext, type ReactNode } from 'react';
import type { SaveLabels } from './save-button.client';

/**
 * The Save button's words, given once per page by the edition layout: a home page has some
 * ninety Save buttons, and as props the same words went into the page's RSC payload ninety
 * times (about 25 KB).
 */
export const SaveLabelsContext = createContext<SaveLabels | null>(null);

export function SaveLabelsProvider({ labels, children }: { readonly labels: SaveLabels; readonly children: ReactNode }) {
  return <SaveLabelsContext value={labels}>{children}</SaveLabelsContext>;
}
