import type { Lang } from '@/lib/brands/brands';
import { dateLine } from '@/lib/i18n/calendar';
import styles from './date-line.module.css';

/** Today in the Gregorian, revised Bangla and Hijri calendars, Asia/Dhaka time, in the edition's digits. */
export function DateLine({ lang, now = new Date() }: { lang: Lang; now?: Date }) {
  const { gregorian, bangla, hijri } = dateLine(now, lang);
  return (
    <p className={styles.dateLine} data-component="date-line">
      <span>{gregorian}</span>
      <span aria-hidden="true"> · </span>
      <span>{bangla}</span>
      <span aria-hidden="true"> · </span>
      <span>{hijri}</span>
    </p>
  );
}
