import { BRANDS, isBrandKey, isLang, type Brand } from '../brands/brands';
import { localHostMap, normaliseHost, type Edition, type HostEntry, type HostMap } from '../brands/resolve-host';

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

export interface HostOptions {
  /** Serve the `*.localhost` names (and 127.0.0.1) of the demo. */
  readonly localHosts: boolean;
  /** The port local origins are written with (the app's PORT). */
  readonly port: number;
}

/** `host` or `http(s)://host[:port]` → the host name and the origin its URLs are written with. */
function hostAndOrigin(raw: string): { host: string; origin: string } | null {
  if (!raw.includes('://')) {
    const host = normaliseHost(raw);
    return host && host === raw.toLowerCase() ? { host, origin: `https://${host}` } : null;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
  const host = normaliseHost(url.host);
  return host ? { host, origin: url.origin } : null;
}

/**
 * Parses SITE_HOSTS: comma-separated `host=brand[:lang]` entries, for example
 * `alokpat.com.bd=main:bn,en.alokpat.com.bd=main:en,trust.alokpat.org=trust`. A host is
 * served over https on the default port; `http://host:8080=main` names another origin.
 * Entries are added to (and override) the local host map when local hosts are on.
 */
export function parseSiteHosts(value: string | undefined, options: HostOptions = { localHosts: true, port: 3000 }): HostMap {
  const hosts = options.localHosts ? localHostMap(options.port) : new Map<string, HostEntry>();
  for (const entry of value?.split(',') ?? []) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    const [rawHost, target] = trimmed.split('=');
    const parsed = hostAndOrigin(rawHost.trim());
    if (!parsed || !target) throw new ConfigError('SITE_HOSTS', `has an entry that is not host=brand[:lang]: "${trimmed}"`);
    const [brandKey, lang] = target.split(':');
    if (!isBrandKey(brandKey)) {
      throw new ConfigError('SITE_HOSTS', `names an unknown brand "${brandKey}" (known: ${BRANDS.map((b) => b.key).join(', ')})`);
    }
    const brand = BRANDS.find((b) => b.key === brandKey) as Brand;
    const edition = { brand: brand.key, lang: lang ?? brand.defaultLang } as Edition;
    if (!isLang(edition.lang) || !(brand.languages as readonly string[]).includes(edition.lang)) {
      throw new ConfigError('SITE_HOSTS', `gives brand "${brand.key}" a language it does not publish: "${lang}"`);
    }
    hosts.set(parsed.host, { ...edition, ...parsed, local: false });
  }
  if (hosts.size === 0) throw new ConfigError('SITE_HOSTS', 'is empty while LOCAL_HOSTS=0: no host would be served');
  return hosts;
}

/**
 * LOCAL_HOSTS: `1` serves the `*.localhost` names, `0` does not; unset, they are on outside
 * production only (`npm start` turns them on for the demo when SITE_HOSTS is unset).
 */
export function localHostsEnabled(env: Env): boolean {
  const raw = env.LOCAL_HOSTS;
  if (raw === undefined || raw === '') return env.NODE_ENV !== 'production';
  if (raw !== '1' && raw !== '0') throw new ConfigError('LOCAL_HOSTS', `must be 1 or 0, got "${raw}"`);
  return raw === '1';
}

/** The host map of this environment: SITE_HOSTS, and the local names when enabled. */
export function hostsFromEnv(env: Env): HostMap {
  const port = Number(env.PORT || 3000);
  return parseSiteHosts(env.SITE_HOSTS, { localHosts: localHostsEnabled(env), port: Number.isInteger(port) && port > 0 && port < 65_536 ? port : 3000 });
}

const globalForHosts = globalThis as typeof globalThis & { __alokpatHosts?: HostMap };

/** The process's host map, read once: every host check and absolute URL starts here. */
export function siteHosts(): HostMap {
  globalForHosts.__alokpatHosts ??= hostsFromEnv(process.env);
  return globalForHosts.__alokpatHosts;
}
