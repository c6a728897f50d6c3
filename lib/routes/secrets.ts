/**
 * Addresses with a secret in them. Its own module, so that only the third-party loader's
 * code carries it (not every page's first load, as lib/routes/paths.ts is).
 */

/**
 * Query parameters that carry a secret (a mailed link's token, a preview's token, a member's
 * token for the apps) or a reader's email address. The third-party loader loads nothing on
 * a page whose address has one of them (components/ads/third-parties.client.tsx): analytics
 * tags record the page's whole URL.
 */
export const SECRET_QUERY_PARAMETERS = ['token', 'jwt', 'email'] as const;

/** Does this query string (`location.search`) carry a secret? Names are matched as the server reads them. */
export function carriesSecret(search: string): boolean {
  const names = new URLSearchParams(search);
  return SECRET_QUERY_PARAMETERS.some((name) => names.has(name));
}
