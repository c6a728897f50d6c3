import path from 'node:path';
import type { NextConfig } from 'next';
import packageJson from './package.json' with { type: 'json' };

const IMAGE_CDN = ['thumbor', 'gumlet'].includes(process.env.NEXT_PUBLIC_IMAGE_CDN_FORMAT ?? '') && Boolean(process.env.NEXT_PUBLIC_IMAGE_CDN_URL);

/**
 * With REDIS_URL, the page cache and the 'use cache' entries live in Redis so that several
 * instances share them and a revalidated tag expires everywhere (lib/cache/redis-store.mjs).
 * Read when the server starts, so one build serves both set-ups.
 */
const redisCache: Partial<NextConfig> = process.env.REDIS_URL
  ? {
      cacheHandler: path.resolve('lib/cache/isr-cache-handler.mjs'),
      cacheHandlers: { default: path.resolve('lib/cache/use-cache-handler.mjs') },
      // The handlers keep their own bounded copy in front of Redis.
      cacheMaxMemorySize: 0,
    }
  : {};

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
  },
  // Room for a few hundred pages (one is about 0.5 MB of HTML and RSC payload); Next's default is 50 MB.
  cacheMaxMemorySize: 256 * 1024 * 1024,
  serverExternalPackages: ['pg', '@electric-sql/pglite', '@electric-sql/pglite-socket', 'sharp', '@node-rs/argon2'],
  images: {
    // With an image CDN (thumbor or gumlet) the browser asks it directly; otherwise Next's optimiser serves /media.
    ...(IMAGE_CDN ? { loader: 'custom' as const, loaderFile: './lib/media/image-loader.ts' } : {}),
    localPatterns: [{ pathname: '/media/**' }],
    imageSizes: [250, 480],
    deviceSizes: [764, 1080, 1200],
    formats: ['image/webp'],
    minimumCacheTTL: 31_536_000,
  },
  // Last: with REDIS_URL its handlers replace the in-memory cache above.
  ...redisCache,
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
