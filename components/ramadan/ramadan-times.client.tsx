'use client';

import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import type { Lang } from '@/lib/brands/brands';
import { fetchJson } from '@/lib/http/fetch-json';
import type { Messages } from '@/lib/i18n/messages';
import { localiseDigits } from '@/lib/i18n/digits';
import { dhakaDay, dhakaWallClock } from '@/lib/i18n/dhaka-time';
import { CAPITAL_DISTRICT as CAPITAL, DISTRICTS_PATH, districtOptions, type DistrictRow, type RamadanDistrict } from '@/lib/ramadan/districts';
import type { RamadanDay } from '@/lib/ramadan/times';
import styles from './ramadan-times.module.css';

/** Where the reader's district is remembered; the capital is shown until they pick. */
export const DISTRICT_STORAGE_KEY = 'ramadan-district';
const MINUTE_MS = 60_000;
const CHANGED = 'ramadan-district-changed';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

function storedDistrict(): string {
  try {
    return window.localStorage.getItem(DISTRICT_STORAGE_KEY) ?? CAPITAL;
  } catch {
    return CAPITAL;
  }
}

/** The districts, asked for once per tab: a client navigation back to a page with the widget asks nothing (a failure is asked again next time). */
let asked: Promise<readonly DistrictRow[]> | undefined;
function districtRows(): Promise<readonly DistrictRow[]> {
  asked ??= fetchJson<{ districts: DistrictRow[] }>(DISTRICTS_PATH).then(
    (answer) => answer.districts,
    (error: unknown) => {
      asked = undefined;
      throw error;
    },
  );
  return asked;
}

/** Today in Asia/Dhaka, YYYY-MM-DD. */
const today = () => dhakaDay(Date.now());
const never = () => () => {};

/** A time on the 12-hour clock of Asia/Dhaka, in the edition's digits: bn "ভোর ৪:৫৮", en "4:58 am". */
function clock(epochMs: number, lang: Lang, period: string): string {
  const time = dhakaWallClock(epochMs);
  const text = localiseDigits(`${time.getUTCHours() % 12 || 12}:${String(time.getUTCMinutes()).padStart(2, '0')}`, lang);
  return lang === 'bn' ? `${period} ${text}` : `${text} ${period}`;
}

interface Props {
  lang: Lang;
  days: readonly RamadanDay[];
  /** The one district the page names; the others are asked for once the script runs. */
  capital: RamadanDistrict;
  labels: Messages['ramadan'];
}

/** The widget of components/ramadan/ramadan-times.tsx: the district picker and its times. */
export function RamadanPicker({ lang, days, capital, labels }: Props) {
  const chosen = useSyncExternalStore(subscribe, storedDistrict, () => CAPITAL);
  const date = useSyncExternalStore(never, today, () => days[0].date);
  const [districts, setDistricts] = useState<readonly RamadanDistrict[]>([capital]);
  // Marks the widget once the districts have come (the picker answers from then on; tests wait for it).
  const live = districts.length > 1;
  const headingId = useId();
  const pickerId = useId();

  useEffect(() => {
    let current = true;
    districtRows().then(
      (rows) => current && setDistricts(districtOptions(rows, lang)),
      // The capital's times stay, and the picker names only the capital.
      (error: unknown) => console.error('Caught Exception', error),
    );
    return () => {
      current = false;
    };
  }, [lang]);

  const day = days.find((candidate) => candidate.date === date) ?? days[0];
  const district = districts.find((candidate) => candidate.key === chosen) ?? districts.find((candidate) => candidate.key === CAPITAL) ?? districts[0];

  const pick = (key: string) => {
    try {
      window.localStorage.setItem(DISTRICT_STORAGE_KEY, key);
    } catch {
      // Storage refused (private mode): the choice holds for this page only.
    }
    window.dispatchEvent(new Event(CHANGED));
  };

  if (!district) return null;
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
        <select id={pickerId} value={district.key} onChange={(event) => pick(event.target.value)}>
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
