import { TopLevelFallback } from './top-level-fallback';

/** See app/top-level-fallback.tsx: Next writes this boundary into every page; no reader sees it. */
export default function TopUnauthorized() {
  return <TopLevelFallback status={401} />;
}
