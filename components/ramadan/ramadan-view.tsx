import type { ReactNode } from 'react';
import type { Lang } from '@/lib/brands/brands';
import { localiseDigits } from '@/lib/i18n/digits';
import { dhakaWallClock } from '@/lib/i18n/dhaka-time';
import type { Messages } from '@/lib/i18n/messages';
import type { RamadanDistrict } from '@/lib/ramadan/districts';
import type { RamadanDay } from '@/lib/ramadan/times';
import styles from './ramadan-times.module.css';

const MINUTE_MS = 60_000;

/** A time on the 12-hour clock of Asia/Dhaka, in the edition's digits: bn "ভোর ৪:৫৮", en "4:58 am". */
function clock(epochMs: number, lang: Lang, period: string): string {
  const time = dhakaWallClock(epochMs);
  const text = localiseDigits(`${time.getUTCHours() % 12 || 12}:${String(time.getUTCMinutes()).padStart(2, '0')}`, lang);
  return lang === 'bn' ? `${period} ${text}` : `${text} ${period}`;
}

interface Props {
  readonly lang: Lang;
  readonly day: RamadanDay;
  readonly district: RamadanDistrict;
  readonly labels: Messages['ramadan'];
  readonly headingId: string;
  /** The district control: the island's picker, or the server's one-district stand-in. */
  readonly picker: ReactNode;
  /** The island has its districts and answers the picker (tests wait for it). */
  readonly live?: boolean;
}

/**
 * The Ramadan times box, one markup for the picker island (ramadan-times.client.tsx) and for
 * what the section page's server writes before that island's chunk has come, and for good
 * when JavaScript is off (ramadan-times-deferred.tsx).
 */
export function RamadanView({ lang, day, district, labels, headingId, picker, live }: Props) {
  return (
    <section className={styles.ramadan} data-component="ramadan-times" data-hydrated={live ? '' : undefined} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {labels.title}
      </h2>
      <p className={styles.dates}>
        <time dateTime={day.date}>{day.gregorian}</time>
        <span aria-hidden="true"> · </span>
        <span data-component="hijri-date">{day.hijri}</span>
      </p>
      <p className={styles.picker}>{picker}</p>
      <dl className={styles.times}>
        <div>
          <dt>{labels.sehri}</dt>
          <dd data-component="sehri-time">{clock(day.sehri + district.sehriOffset * MINUTE_MS, lang, labels.morning)}</dd>
        </div>
        <div>
          <dt>{labels.iftar}</dt>
          <dd data-component="iftar-time">{clock(day.iftar + district.iftarOffset * MINUTE_MS, lang, labels.evening)}</dd>
        </div>
      </dl>
      <p className={styles.note}>{labels.note}</p>
    </section>
  );
}
