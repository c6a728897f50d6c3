import type { AuthorData } from '@/lib/content';
import { authorPath } from '@/lib/routes/paths';
import { AuthorAvatar } from './author-intro';
import styles from './author-list.module.css';

/** Every author, each with a picture and a link to their stories (/authors). */
export function AuthorList({ authors }: { authors: readonly AuthorData[] }) {
  return (
    <ul className={styles.list} role="list" data-component="author-list">
      {authors.map((author) => (
        <li key={author.id} className={styles.item}>
          <AuthorAvatar author={author} size={56} />
          <a href={authorPath(author.slug)}>{author.name}</a>
        </li>
      ))}
    </ul>
  );
}
