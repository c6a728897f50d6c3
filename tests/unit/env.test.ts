import { describe, expect, it } from 'vitest';
import { ConfigError, loadAuthConfig, loadEdgeConfig, loadServerConfig } from '@/lib/config/env';

describe('loadServerConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadServerConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith('.data')).toBe(true);
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'not a url' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://root@localhost/test' }],
    ['DATABASE_POOL_MAX', { DATABASE_POOL_MAX: '0' }],
    ['SITE_HOSTS', { SITE_HOSTS: 'www.example.com=paper' }],
  ])('refuses an invalid %s with a message naming it', (variable, env) => {
    expect(() => loadServerConfig(env)).toThrow(ConfigError);
    expect(() => loadServerConfig(env)).toThrow(new RegExp(variable));
  });
});

describe('loadAuthConfig', () => {
  it('writes mail to the outbox, counts in the database and marks cookies Secure in production by default', () => {
    expect(loadAuthConfig({})).toMatchObject({ smtpUrl: undefined, redisUrl: undefined, secureCookies: false });
    expect(loadAuthConfig({ NODE_ENV: 'production' }).secureCookies).toBe(true);
    expect(loadAuthConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).secureCookies).toBe(false);
  });

  it('queues password hashing at one per core with four per core waiting, unless told otherwise', () => {
    const cores = loadAuthConfig({}).passwordHashing.running;
    expect(cores).toBeGreaterThan(0);
    expect(loadAuthConfig({}).passwordHashing.waiting).toBe(cores * 4);
    expect(loadAuthConfig({ PASSWORD_HASH_CONCURRENCY: '3', PASSWORD_HASH_QUEUE: '0' }).passwordHashing).toEqual({ running: 3, waiting: 0 });
  });

  it('retries undelivered mail at most 10 minutes apart, unless told otherwise', () => {
    expect(loadAuthConfig({}).mailRetryMaxSeconds).toBe(600);
    expect(loadAuthConfig({ MAIL_RETRY_MAX_SECONDS: '5' }).mailRetryMaxSeconds).toBe(5);
  });

  it.each([
    ['SMTP_URL', { SMTP_URL: 'http://mail.example' }],
    ['REDIS_URL', { REDIS_URL: 'not a url' }],
    ['COOKIE_SECURE', { COOKIE_SECURE: 'yes' }],
    ['MAIL_FROM', { MAIL_FROM: 'a@b.c\r\nBcc: x@y.z' }],
    ['PASSWORD_HASH_CONCURRENCY', { PASSWORD_HASH_CONCURRENCY: '0' }],
    ['PASSWORD_HASH_QUEUE', { PASSWORD_HASH_QUEUE: 'many' }],
    ['MAIL_RETRY_MAX_SECONDS', { MAIL_RETRY_MAX_SECONDS: '1' }],
  ])('refuses an invalid %s with a message naming it', (variable, env) => {
    expect(() => loadAuthConfig(env)).toThrow(new RegExp(variable));
  });
});

describe('loadEdgeConfig: the edge purge', () => {
  it('reads EDGE_PURGE_URL and EDGE_PURGE_SECRET, both optional', () => {
    expect(loadEdgeConfig({})).toMatchObject({ purgeUrl: undefined, purgeSecret: undefined });
    const secret = 'f'.repeat(64);
    expect(loadEdgeConfig({ EDGE_PURGE_URL: 'http://127.0.0.1:6081/', EDGE_PURGE_SECRET: secret })).toMatchObject({ purgeUrl: 'http://127.0.0.1:6081/', purgeSecret: secret });
  });

  it('refuses a short secret, or one that could break out of the VCL string', () => {
    expect(() => loadEdgeConfig({ EDGE_PURGE_SECRET: 'short' })).toThrow(ConfigError);
    expect(() => loadEdgeConfig({ EDGE_PURGE_SECRET: `${'a'.repeat(40)}"` })).toThrow(/EDGE_PURGE_SECRET/);
    expect(() => loadEdgeConfig({ EDGE_PURGE_URL: 'ftp://x/' })).toThrow(/EDGE_PURGE_URL/);
  });
});
