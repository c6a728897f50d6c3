import { TopLevelFallback } from './top-level-fallback';

/** See app/top-level-fallback.tsx: Next writes this boundary into every page; no reader sees it. */
export default function TopForbidden() {
  return <TopLevelFallback status={403} />;
}
