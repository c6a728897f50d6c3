/** Types of scripts/patch-next.mjs (a plain module, so `npm install` runs it without tsx). */
export type CacheSizeState = 'original' | 'patched' | 'unknown';
export function nextCacheFiles(nextRoot: string): string[];
export function cacheSizeState(text: string): CacheSizeState;
export function patchCacheSize(text: string): string;
export function nextRootFrom(directory: string): string;
