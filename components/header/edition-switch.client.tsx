'use client';

import { usePathname } from 'next/navigation';
import type { Lang } from '@/lib/brands/brands';
import { editionSwitchPath } from '@/lib/routes/paths';
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
    // The name a screen reader announces begins with the words on screen (WCAG 2.5.3, label
    // in name): "Eng: ইংরেজি সংস্করণ", not a label that differs from what a voice user reads.
    <a className={styles.switch} data-component="edition-switch" href={editionSwitchPath(to, pathname)} hrefLang={to}>
      <span lang={to}>{text}</span>
      <span className="visually-hidden">: {label}</span>
    </a>
  );
}
