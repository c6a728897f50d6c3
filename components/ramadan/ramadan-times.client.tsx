'use client';

import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import type { Lang } from '@/lib/brands/brands';
import { fetchJson } from '@/lib/http/fetch-json';
import type { Messages } from '@/lib/i18n/messages';
import { dhakaDay } from '@/lib/i18n/dhaka-time';
import { noSubscription } from '@/lib/react/external-store';
import { CAPITAL_DISTRICT as CAPITAL, DISTRICTS_PATH, districtOptions, type DistrictRow, type RamadanDistrict } from '@/lib/ramadan/districts';
import type { RamadanDay } from '@/lib/ramadan/times';
import { RamadanView } from './ramadan-view';

/** Where the reader's district is remembered; the capital is shown until they pick. */
export const DISTRICT_STORAGE_KEY = 'ramadan-district';
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
  const date = useSyncExternalStore(noSubscription, today, () => days[0].date);
  const [districts, setDistricts] = useState<readonly RamadanDistrict[]>([capital]);
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
  return <RamadanView lang={lang} day={day} district={district} labels={labels} headingId={headingId} pickerId={pickerId} districts={districts} onPick={pick} />;
}
