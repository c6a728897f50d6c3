import { TOP_LEVEL_FALLBACK } from './top-level-fallback';

/** See app/top-level-fallback.tsx: Next writes this boundary into every page; no reader sees it. */
export default function TopUnauthorized() {
  return TOP_LEVEL_FALLBACK;
}
