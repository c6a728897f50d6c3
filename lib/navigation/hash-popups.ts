/** The email status popups of docs/product.md, "Email status popups", shown from the URL hash. */
export const HASH_POPUPS = ['email-verification', 'email-verified', 'token-consumed', 'invalid-token', 'internal-error'] as const;
export type HashPopup = (typeof HASH_POPUPS)[number];

export function decideHashPopup(hash: string): HashPopup | null {
  const name = hash.replace(/^#/, '');
  return (HASH_POPUPS as readonly string[]).includes(name) ? (name as HashPopup) : null;
}
