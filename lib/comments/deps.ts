/** The comments service's production dependencies, made once per process (sharing the accounts API's). */
import 'server-only';
import { authDeps } from '../auth/deps';
import { apiKeys } from '../config/env';
import { loadMeterConfig } from '../config/meter';
import type { MembersDeps } from './http';

const globalForComments = globalThis as typeof globalThis & { __alokpatCommentsDeps?: MembersDeps };

export function commentsDeps(): MembersDeps {
  if (!globalForComments.__alokpatCommentsDeps) {
    const auth = authDeps();
    globalForComments.__alokpatCommentsDeps = {
      db: auth.db,
      integrationSecret: auth.integrationSecret,
      moderationKey: apiKeys().moderation,
      counters: auth.counters,
      hosts: auth.hosts,
      meter: loadMeterConfig(),
      secureCookies: auth.secureCookies,
    };
  }
  return globalForComments.__alokpatCommentsDeps;
}
