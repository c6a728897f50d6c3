/**
 * The per-reader addresses: account and member pages and APIs, whose answers depend on
 * the session cookie (or set one) and so must reach the app with the reader's cookies and
 * never be stored by a shared cache. One list: the edge cache's VCL
 * (deploy/varnish/default.vcl, between its `member-paths` markers) is written from it by
 * `memberPathsVclCondition` and a unit test (tests/unit/member-paths.test.ts) fails when the
 * two differ, or when a page under app/[brand]/[lang] reads the session and is missing here.
 */

/** First path segments of the per-reader pages (as readers see them, before host routing). */
export const MEMBER_PAGES = [
  'sign-in',
  'sign-up',
  'forgot-password',
  'reset-password',
  'change-password',
  'verify-email',
  'profile',
  'my-comments',
  'saved',
  'for-you',
  'notifications',
  'register-fcm-topic',
  'preview',
  // The design catalog: a noindex page for the newsroom, never kept at the edge.
  'catalog',
  // A reader's report: the form knows who is signed in.
  'submit',
] as const;

/** API prefixes that read or set the session, sign uploads, or take writes with keys. */
export const MEMBER_API_PREFIXES = ['/api/auth', '/api/members', '/api/ingest', '/api/sign', '/api/v1/members'] as const;

/** Other per-reader prefixes: a poll's vote (page-relative API). */
export const MEMBER_OTHER_PREFIXES = ['/p/api/'] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, (c) => (c === '/' || c === '-' ? c : `\\${c}`));

let compiled: RegExp[] | undefined;

/** Whether a request target (path and query, as sent) is per-reader. */
export function isMemberPath(url: string): boolean {
  compiled ??= memberPathPatterns().map((pattern) => new RegExp(pattern));
  return compiled.some((pattern) => pattern.test(url));
}

/** The regular expressions (VCL and JavaScript alike) that match a per-reader request target. */
export function memberPathPatterns(): string[] {
  const apis = MEMBER_API_PREFIXES.map((prefix) => escape(prefix.slice('/api/'.length)));
  return [
    `^/api/(${apis.join('|')})(/|\\?|$)`,
    `^/(${MEMBER_PAGES.map(escape).join('|')})(/|\\?|$)`,
    ...MEMBER_OTHER_PREFIXES.map((prefix) => `^${escape(prefix)}`),
  ];
}

/** The VCL condition of vcl_recv that sends per-reader requests to the app with their cookies. */
export function memberPathsVclCondition(): string {
  return memberPathPatterns()
    .map((pattern) => `req.url ~ "${pattern}"`)
    .join('\n        || ');
}
