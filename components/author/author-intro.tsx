import type { AuthorData } from '@/lib/content';
import { decideAuthorImage } from '@/lib/content/author-image';
import { PlainImage } from '../media/plain-image';
import styles from './author-intro.module.css';

/** The author's picture by the rules of docs/product.md, "Validation", or the default author image. */
export function AuthorAvatar({ author, size }: { author: AuthorData; size: number }) {
  return <PlainImage className={styles.avatar} src={decideAuthorImage(author)} alt="" width={size} height={size} data-component="author-avatar" />;
}

export function AuthorIntro({ author }: { author: AuthorData }) {
  return (
    <div className={styles.intro} data-component="author-intro">
      <AuthorAvatar author={author} size={96} />
      {author.bio && <p className={styles.bio}>{author.bio}</p>}
    </div>
  );
}
