import type { Lang } from '@/lib/brands/brands';
import { highlighter } from '@/lib/search/highlight';
import styles from './highlighted.module.css';

interface Props {
  text: string;
  /** The search query whose matching words are marked. */
  query: string;
  /** The edition's language: Latin letters are read as Banglish on Bengali editions only. */
  lang: Lang;
}

/** Text with the words that matched a search marked; the rest is plain text (React escapes both). */
export function Highlighted({ text, query, lang }: Props) {
  return (
    <>
      {highlighter(query, lang === 'bn')(text).map((part, index) =>
        part.match ? (
          <mark key={index} className={styles.match}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
