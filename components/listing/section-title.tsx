import type { ReactNode } from 'react';
import styles from './section-title.module.css';

interface Props {
  id: string;
  /** h1 for a page's title, h2 for a part of a page. */
  level?: 1 | 2;
  children: ReactNode;
}

/** The title of a listing, the search page or a part of a page (related stories, comments), on the brand's accent rule. */
export function SectionTitle({ id, level = 1, children }: Props) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <Heading id={id} className={styles.title} data-component="section-title">
      {children}
    </Heading>
  );
}
