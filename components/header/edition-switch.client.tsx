'use client';

import { usePathname } from 'next/navigation';
import type { Lang } from '@/lib/brands/brands';
import { editionHref } from '@/lib/brands/hosts-public';
import styles from './edition-switch.module.css';

interface Props {
  to: Lang;
  label: string;
  text: string;
}

/** Eng/Bangla: to the same page (or the story's translation) in the other edition, else its home. */
export function EditionSwitch({ to, label, text }: Props) {
  const pathname = usePathname() ?? '/';
  return (
    <a className={styles.switch} data-component="edition-switch" href={editionHref(to, pathname)} lang={to} hrefLang={to} aria-label={label}>
      {text}
    </a>
  );
}
