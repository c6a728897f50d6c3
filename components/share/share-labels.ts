/**
 * The share panel's words in each language (messages/share.json, a file of its own so that it
 * is all the links' chunk loads), with the panel's links (./share-links.client.tsx).
 */
import share from '@/messages/share.json';
import type { Lang } from '@/lib/brands/brands';
import type { ShareLabels } from './share-panel.client';

export const SHARE_LABELS: Record<Lang, ShareLabels> = share;
