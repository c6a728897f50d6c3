import type { ReactNode } from 'react';
import styles from './listing-intro.module.css';

/** The line under a listing's title: a collection's summary, the count of authors. */
export function ListingIntro({ children }: { children: ReactNode }) {
  return (
    <p className={styles.intro} data-component="listing-intro">
      {children}
    </p>
  );
}
