import { getImageProps } from 'next/image';
import type { AuthorData } from '@/lib/content';
import { decideAuthorImage } from '@/lib/content/author-image';
import styles from './author-intro.module.css';

/** The author's picture by the rules of docs/product.md, "Validation", or the default author image. */
export function AuthorAvatar({ author, size }: { author: AuthorData; size: number }) {
  const src = decideAuthorImage(author);
  // next/image's attributes without its client island (issue 22: every island must justify itself).
  const { props } = getImageProps({ className: styles.avatar, src, alt: '', width: size, height: size });
  // eslint-disable-next-line @next/next/no-img-element -- see above
  return <img {...props} alt="" data-component="author-avatar" />;
}

export function AuthorIntro({ author }: { author: AuthorData }) {
  return (
    <div className={styles.intro} data-component="author-intro">
      <AuthorAvatar author={author} size={96} />
      {author.bio && <p className={styles.bio}>{author.bio}</p>}
    </div>
  );
}
