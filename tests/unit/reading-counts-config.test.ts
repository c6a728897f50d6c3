import { describe, expect, it } from 'vitest';
import { ConfigError } from '@/lib/config/hosts';
import { loadReadingCountsConfig } from '@/lib/config/reading-counts';

describe('loadReadingCountsConfig', () => {
  it('refreshes Most read every five minutes and keeps the marks in this process by default', () => {
    expect(loadReadingCountsConfig({})).toEqual({ mostReadRefreshSeconds: 300, redisUrl: undefined, redisPrefix: 'alokpat:rl:' });
  });

  it('takes a shorter refresh (the end-to-end runs) and the Redis of the rate limits', () => {
    expect(loadReadingCountsConfig({ MOST_READ_REFRESH_SECONDS: '2', REDIS_URL: 'redis://127.0.0.1:6379', REDIS_RATE_LIMIT_PREFIX: 'e2e:rl:' })).toEqual({
      mostReadRefreshSeconds: 2,
      redisUrl: 'redis://127.0.0.1:6379',
      redisPrefix: 'e2e:rl:',
    });
  });

  it.each(['0', '3601', '1.5', 'soon'])('refuses MOST_READ_REFRESH_SECONDS=%s with a message naming it', (value) => {
    expect(() => loadReadingCountsConfig({ MOST_READ_REFRESH_SECONDS: value })).toThrow(ConfigError);
    expect(() => loadReadingCountsConfig({ MOST_READ_REFRESH_SECONDS: value })).toThrow(/MOST_READ_REFRESH_SECONDS/);
  });
});
