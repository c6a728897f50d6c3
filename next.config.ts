import path from 'node:path';
import type { NextConfig } from 'next';
import packageJson from './package.json' with { type: 'json' };
import { addCompileHints } from './scripts/compile-hints.mjs';

/** A cache size from an environment variable in MB (as lib/cache/redis-store.mjs reads it), in bytes. */
function megabytes(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Math.floor((value && Number.isFinite(number) && number > 0 ? number : fallback) * 1024 * 1024);
}

/**
 * Every in-process cache is bounded by bytes and least-recently used (docs/performance.md,
 * "Cache bounds"). Pages and route answers always go through lib/cache/isr-cache-handler.mjs
 * (PAGE_CACHE_MB), which never stores an error answer, so junk addresses cannot fill it.
 * With REDIS_URL it and the 'use cache' handler keep their entries in Redis too, so several
 * instances share them and a revalidated tag expires everywhere (lib/cache/redis-store.mjs);
 * without it, Next's own 'use cache' handler holds at most DATA_CACHE_MB (cacheMaxMemorySize).
 * Read when the server starts, so one build serves both set-ups.
 */
const caches: Partial<NextConfig> = {
  cacheHandler: path.resolve('lib/cache/isr-cache-handler.mjs'),
  ...(process.env.REDIS_URL ? { cacheHandlers: { default: path.resolve('lib/cache/use-cache-handler.mjs') } } : {}),
  cacheMaxMemorySize: megabytes(process.env.DATA_CACHE_MB, 32),
};

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  // Content-Security-Policy: per page, by the server (lib/http/csp.ts, guardResponse in lib/http/boundary.ts).
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next hashes the whole HTML of every cached page, on every request, for its ETag (a
  // JavaScript FNV loop: a fifth of the CPU time of serving a cached page). Pages carry no
  // browser max-age and the edge revalidates by purge, so the 304s are not worth it.
  generateEtags: false,
  // The server (scripts/serve.ts) compresses, after it has hashed each page's inline
  // scripts for its Content-Security-Policy (lib/http/csp.ts): it must see the plain HTML.
  compress: false,
  // The service worker compares it with the version stored at the reader's last visit.
  env: { NEXT_PUBLIC_APP_VERSION: packageJson.version },
  reactStrictMode: true,
  // `npm test` runs tsc over the whole project; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // 'use cache' getters with cacheTag/cacheLife, with classic on-demand page caching (ISR):
    // pages render on first request, are kept, and 404s keep their status.
    useCache: true,
    // Rendered pages stay in memory (below) instead of also being written to .next/ as
    // files: the mkdir and writes were an eighth of an uncached render's CPU time, and the
    // database is the source of truth after a restart anyway.
    isrFlushToDisk: false,
    // forbidden(): a refused preview token is a 403 (app/[brand]/[lang]/forbidden.tsx), not a 200.
    authInterrupts: true,
    // Turbopack merges chunks under 50 KB (uncompressed) into their neighbours by default,
    // copying shared modules into several chunks of one page: next/image's client code came
    // twice with every page (the not-found boundary's copy and the page's). At 20 KB it stays
    // one shared chunk: 3.5 KB less first-load JavaScript for two more requests (issue 22;
    // 10 KB saved 2 KB for seven more).
    turbopackChunking: { minChunkSize: 20_000 },
  },
  compiler: {
    // The first-load scripts ask Chrome to compile them while they download, off the main thread
    // (scripts/compile-hints.mjs; issue 22).
    runAfterProductionCompile: async (metadata) => {
      await addCompileHints(metadata);
    },
  },
  serverExternalPackages: ['pg', '@electric-sql/pglite', '@electric-sql/pglite-socket', 'sharp', '@node-rs/argon2'],
  images: {
    // With an image CDN (thumbor or gumlet) the browser asks it directly; otherwise Next's optimiser
    // serves /media at a short address that scripts/serve.ts turns back into its own (lib/media/image-loader.ts).
    // The loader stays 'default' (Next accepts a loaderFile with it): a 'custom' one turns the optimiser off.
    loader: 'default',
    loaderFile: './lib/media/image-loader.ts',
    localPatterns: [{ pathname: '/media/**' }],
    // Candidate widths of every srcset: the card widths of docs/product.md, "Business constants"
    // (250, 480, 764) and the 2x of the widest pictures (a 480 px card on a 2x screen takes 1080,
    // a 690 px lead 1600, the demo pictures' own width, lib/seed/images.ts). The cards' `sizes`
    // avoid a bare `100vw` (components/story/story-card.tsx), so all of these are offered. Five,
    // not eight: every candidate is written twice into a page (its HTML and its RSC payload), 82
    // pictures on the home page (issue 22).
    imageSizes: [250, 480],
    deviceSizes: [764, 1080, 1600],
    formats: ['image/webp'],
    minimumCacheTTL: 31_536_000,
  },
  // The page cache and the bounds of the in-process caches (above).
  ...caches,
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // The Bengali faces are named by their content's version (scripts/subset-fonts.ts): kept for a year.
      { source: '/fonts/:file*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      // The icon sprite keeps its name when an icon changes: a day, then the old one while the new is fetched.
      { source: '/ui-icons.svg', headers: [{ key: 'Cache-Control', value: 'public, max-age=86400, stale-while-revalidate=604800' }] },
    ];
  },
};

export default nextConfig;
