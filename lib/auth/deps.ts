/** The accounts API's production dependencies, made once per process. */
import 'server-only';
import { siteHosts } from '../config/hosts';
import { loadAuthConfig } from '../config/env';
import { ensureIntegrationSecret } from '../config/secret';
import { getDb } from '../db/client';
import { mediaStore } from '../media/store';
import type { AuthDeps } from './context';
import { fetchGoogleKeys } from './google';
import { createMailer } from './mail';
import { databaseCounters, redisCounters } from '../http/rate-limit';
import { LIMITS } from './limits';

const globalForAuth = globalThis as typeof globalThis & { __alokpatAuthDeps?: AuthDeps };

export function authDeps(): AuthDeps {
  if (!globalForAuth.__alokpatAuthDeps) {
    const config = loadAuthConfig();
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, db: getDb, retryMaxSeconds: config.mailRetryMaxSeconds });
    const counters = config.redisUrl ? redisCounters(config.redisUrl, config.redisRateLimitPrefix) : databaseCounters(getDb);
    globalForAuth.__alokpatAuthDeps = {
      db: getDb,
      mailer: () => mailer,
      counters: () => counters,
      limits: LIMITS,
      hosts: siteHosts(),
      secureCookies: config.secureCookies,
      media: () => mediaStore(),
      integrationSecret: ensureIntegrationSecret(config.dataDir),
      ...(config.googleClientId ? { google: { clientId: config.googleClientId, keys: () => fetchGoogleKeys(config.googleCertsUrl) } } : {}),
    };
  }
  return globalForAuth.__alokpatAuthDeps;
}
