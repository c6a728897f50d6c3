/** /front-end/district-topics and /front-end/countries-list: reference lists for widgets. */
import { tags } from '../cache/tags';
import type { Database } from '../db/client';
import { COUNTRIES } from './countries';
import { queryDistricts } from '../content/records';
import { ok, type ApiResult } from './result';

/** The 64 districts with their sehri and iftar offsets in minutes from Dhaka's timetable. */
export async function districtTopicsHandler(db: Database): Promise<ApiResult> {
  return ok({ districts: await queryDistricts(db) }, [tags.districts()]);
}

export async function countriesListHandler(): Promise<ApiResult> {
  return ok({ countries: COUNTRIES }, [tags.countries()]);
}
