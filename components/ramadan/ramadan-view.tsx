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
  readonly pickerId: string;
  /** The picker's districts: the capital alone until the island has asked for the others. */
  readonly districts: readonly RamadanDistrict[];
  /** A district picked (the island's; without it the picker cannot answer). */
  readonly onPick?: (key: string) => void;
}

/**
 * The Ramadan times box, one markup for the picker island (ramadan-times.client.tsx) and for
 * what the section page's server writes before that island's chunk has come, and for good
 * when JavaScript is off (ramadan-slot.client.tsx). Its picker is disabled until it can answer:
 * with JavaScript off, or before the districts have come, it names the capital alone.
 */
export function RamadanView({ lang, day, district, labels, headingId, pickerId, districts, onPick }: Props) {
  // The island has its districts and answers the picker (tests wait for it).
  const live = onPick !== undefined && districts.length > 1;
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
      <p className={styles.picker}>
        <label htmlFor={pickerId}>{labels.district}</label>
        <select id={pickerId} value={district.key} disabled={!live} onChange={onPick && ((event) => onPick(event.target.value))}>
          {districts.map((option) => (
            <option key={option.key} value={option.key}>
              {option.name}
            </option>
          ))}
        </select>
      </p>
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
