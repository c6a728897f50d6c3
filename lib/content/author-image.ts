export const DEFAULT_AUTHOR_IMAGE = '/brands/author-default.svg';

/**
 * docs/product.md, "Validation": the avatar is used for a Public Author (the role that
 * shows its own picture); every other author shows the default author image.
 */
export function decideAuthorImage(author: { role: string; avatarS3Key: string | null; avatarUrl: string | null }): string {
  if (author.role !== 'Public Author') return DEFAULT_AUTHOR_IMAGE;
  if (author.avatarS3Key) return `/media/${author.avatarS3Key}`;
  if (author.avatarUrl?.startsWith('/')) return author.avatarUrl;
  return DEFAULT_AUTHOR_IMAGE;
}
