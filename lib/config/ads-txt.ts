/**
 * ADS_TXT: the authorised digital sellers of every host's /ads.txt (IAB ads.txt 1.1), records
 * separated by `;` or new lines, e.g.
 * `google.com, pub-0000000000000000, DIRECT, f08c47fec0942fa0`. ADS_TXT_{BRAND}
 * (ADS_TXT_MAIN, ADS_TXT_TORUN, …) replaces it for one brand. Unset: the file is empty.
 */
import { ConfigError } from './hosts';

type Env = Readonly<Record<string, string | undefined>>;

/** domain, account id, DIRECT or RESELLER, and an optional certification authority id; or a variable line (`contact=…`, `OWNERDOMAIN=…`). */
const RECORD = /^[a-z0-9.-]+\.[a-z]{2,}\s*,\s*[A-Za-z0-9._-]+\s*,\s*(DIRECT|RESELLER)\s*(,\s*[A-Za-z0-9]+\s*)?$/i;
const VARIABLE = /^(contact|subdomain|inventorypartnerdomain|ownerdomain|managerdomain)=[^\s;]+$/i;

/** The records of `value`, each checked; throws a ConfigError naming `variable` on a malformed one. */
export function parseAdsTxt(value: string | undefined, variable = 'ADS_TXT'): string[] {
  const records = (value ?? '').split(/[;\n]/).map((line) => line.trim()).filter(Boolean);
  for (const record of records) {
    if (!RECORD.test(record) && !VARIABLE.test(record)) throw new ConfigError(variable, `has a line that is not an ads.txt record: "${record}"`);
  }
  return records.map((record) => (VARIABLE.test(record) ? record : record.split(',').map((field) => field.trim()).join(', ')));
}

/** The ads.txt records of one brand's hosts. */
export function adsTxtLines(brandKey: string, env: Env = process.env): string[] {
  const own = `ADS_TXT_${brandKey.toUpperCase()}`;
  return env[own] !== undefined ? parseAdsTxt(env[own], own) : parseAdsTxt(env.ADS_TXT);
}
