/** The accounts API's rate limits (counted by lib/http/rate-limit.ts). */
import 'server-only';
import type { Limit } from '../http/rate-limit';

/**
 * docs/accounts.md explains each number. Secrets and mail are limited per (account, client
 * address) with a short and a long window (a stepped backoff that only ever slows the
 * address that misbehaves), per address, and per account with a ceiling. The ceilings are
 * counted only by hits that passed the address limits (see `enforce`), so one address can
 * never fill them. Each ceiling closes its own path only: the password ceiling closes
 * password sign-in (mailed codes and links never count against it), the code ceiling closes
 * mailed codes (password sign-in and mailed links never count against it).
 */
export const LIMITS = {
  mailPerIp: { max: 50, windowSeconds: 900 },
  mailPerAccountIp: { max: 5, windowSeconds: 900 },
  mailPerAccount: { max: 20, windowSeconds: 900 },
  secretPerIp: { max: 200, windowSeconds: 900 },
  passwordPerAccountIp: { max: 5, windowSeconds: 60 },
  passwordPerAccountIpLong: { max: 20, windowSeconds: 3_600 },
  passwordPerAccount: { max: 100, windowSeconds: 3_600 },
  codePerAccountIp: { max: 10, windowSeconds: 900 },
  codePerAccount: { max: 30, windowSeconds: 3_600 },
  // Readers' reports (lib/submissions): each costs up to five photo decodes and a moderator's time.
  submissionPerIp: { max: 10, windowSeconds: 3_600 },
  submissionPerAccount: { max: 5, windowSeconds: 3_600 },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;
