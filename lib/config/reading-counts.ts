import { ConfigError } from './hosts';

/** The reading counts' part of the environment (docs/reading-counts.md). */
export interface ReadingCountsConfig {
  /** MOST_READ_REFRESH_SECONDS (default 300): how long a Most read block is served before it is read again. */
  readonly mostReadRefreshSeconds: number;
  /** REDIS_URL: where each reader's once-an-hour mark is kept, shared by every instance; unset, in this process. */
  readonly redisUrl: string | undefined;
  /** REDIS_RATE_LIMIT_PREFIX (default alokpat:rl:): the marks and the endpoint's limit live under it. */
  readonly redisPrefix: string;
}

export function loadReadingCountsConfig(env: Readonly<Record<string, string | undefined>> = process.env): ReadingCountsConfig {
  const raw = env.MOST_READ_REFRESH_SECONDS;
  const refresh = raw === undefined || raw === '' ? 300 : Number(raw);
  if (!Number.isInteger(refresh) || refresh < 1 || refresh > 3600) {
    throw new ConfigError('MOST_READ_REFRESH_SECONDS', `must be a whole number from 1 to 3600, got "${raw}"`);
  }
  const redisUrl = env.REDIS_URL || undefined;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) throw new ConfigError('REDIS_URL', 'must start with redis:// or rediss://');
  return { mostReadRefreshSeconds: refresh, redisUrl, redisPrefix: env.REDIS_RATE_LIMIT_PREFIX || 'alokpat:rl:' };
}
