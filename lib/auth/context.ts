/** The shapes shared by the accounts HTTP layer and the calls it runs. */
import 'server-only';
import type { Lang } from '../brands/brands';
import type { Edition, HostEntry, HostMap } from '../brands/resolve-host';
import type { Database } from '../db/client';
import type { MediaStore } from '../media/store';
import type { GoogleKey } from './google';
import type { Mailer } from './mail';
import type { CounterStore, Limit } from '../http/rate-limit';
import type { LimitName } from './limits';
import type { Session } from './sessions';

/** What a request needs from the outside world; tests pass their own. */
export interface AuthDeps {
  readonly db: () => Database;
  readonly mailer: () => Mailer;
  readonly counters: () => CounterStore;
  readonly limits: Readonly<Record<LimitName, Limit>>;
  readonly hosts: HostMap;
  readonly secureCookies: boolean;
  /** Uploaded avatars: the local disk or an S3-compatible bucket. */
  readonly media: () => MediaStore;
  /** Signs the comments service's member tokens (lib/members/integration-token). */
  readonly integrationSecret: string;
  /** Google one-tap: the OAuth client id and Google's signing keys; without an id, one-tap is off. */
  readonly google?: { readonly clientId: string; readonly keys: () => Promise<readonly GoogleKey[]> };
  /** Sees every background mail delivery (tests wait for them). */
  readonly afterMail?: (sending: Promise<void>) => void;
}

export interface AuthContext {
  readonly deps: AuthDeps;
  readonly edition: Edition;
  readonly lang: Lang;
  /** The row of the host map the request's Host selected. */
  readonly entry: HostEntry;
  /** How the request reached us (X-Forwarded-Proto from a trusted proxy, FORCE_HTTPS, or the socket). */
  readonly protocol: 'http' | 'https';
  /** The origin of this edition's links, from the host map (never from the request), e.g. https://alokpat.com.bd. */
  readonly origin: string;
  /** The client address as a rate-limit subject (`clientRateLimitKey`: an IPv6 address by its /64). */
  readonly ip: string;
  /** The request's Cookie header. */
  readonly cookies: string | null;
  readonly session: Session | null;
}

export interface AuthAnswer {
  readonly status: number;
  readonly body: Readonly<Record<string, unknown>>;
  readonly signIn?: { readonly id: string; readonly expiresAt: Date };
  readonly signOut?: boolean;
  readonly redirect?: string;
  readonly setCookies?: readonly string[];
  readonly headers?: Readonly<Record<string, string>>;
}

