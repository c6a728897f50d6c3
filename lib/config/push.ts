/**
 * Push messaging config (docs/members.md, "Offline and push"), from the environment:
 * - the browser side (docs/product.md, "Entities" publisher config: messagingSenderId,
 *   projectId, apiKey, …): push messaging starts in the browser only when the sender id, the
 *   project id and the API key are all set; without them there is no config at all;
 * - the sender: the VAPID key pair (PUSH_VAPID_KEY, PUSH_VAPID_PRIVATE_KEY) and its contact
 *   (PUSH_VAPID_SUBJECT); the server sends messages only when both keys are set;
 * - which push services subscriptions may point at (PUSH_ENDPOINT_HOSTS,
 *   PUSH_ALLOW_HTTP_ENDPOINTS): the server POSTs to endpoints readers supply, so an endpoint
 *   must be a known push service's (the SSRF guard, lib/push/endpoint.ts).
 */
import { ConfigError } from './hosts';

type Env = Readonly<Record<string, string | undefined>>;

export interface PushConfig {
  readonly messagingSenderId: string;
  readonly projectId: string;
  readonly apiKey: string;
  /** The web-push application server (VAPID) public key, when the provider needs one. */
  readonly vapidKey: string | null;
}

export function pushConfig(env: Env = process.env): PushConfig | null {
  const messagingSenderId = env.PUSH_MESSAGING_SENDER_ID?.trim();
  const projectId = env.PUSH_PROJECT_ID?.trim();
  const apiKey = env.PUSH_API_KEY?.trim();
  if (!messagingSenderId || !projectId || !apiKey) return null;
  return { messagingSenderId, projectId, apiKey, vapidKey: env.PUSH_VAPID_KEY?.trim() || null };
}

/** The push services of the browsers in use (Chrome and Edge's FCM, Firefox, Windows, Safari). */
export const DEFAULT_PUSH_ENDPOINT_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '*.notify.windows.com', 'web.push.apple.com', '*.push.apple.com'] as const;

export interface PushEndpointPolicy {
  /** `name` or `*.suffix` (any name under it), each with an optional `:port` (without one, only the scheme's default port). */
  readonly hosts: readonly string[];
  /** http:// endpoints on loopback addresses are accepted (test push servers); https:// always is. */
  readonly allowLoopbackHttp: boolean;
}

export interface VapidConfig {
  readonly publicKey: string;
  readonly privateKey: string;
  /** mailto: or https: contact sent to push services; null: https:// and the edition's host. */
  readonly subject: string | null;
}

export interface PushSenderConfig {
  /** Null: the server sends nothing (the keys are not both set). */
  readonly vapid: VapidConfig | null;
  readonly endpoints: PushEndpointPolicy;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const HOST_PATTERN = /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

/** Bytes of an unpadded base64url value, or null when it is not one. */
export function base64UrlBytes(value: string): number | null {
  return BASE64URL.test(value) && value.length % 4 !== 1 ? Buffer.from(value, 'base64url').length : null;
}

function vapidKey(env: Env, name: string, bytes: number): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  if (base64UrlBytes(raw) !== bytes) throw new ConfigError(name, `must be ${bytes} bytes in unpadded base64url (npx web-push generate-vapid-keys)`);
  return raw;
}

function vapidSubject(env: Env): string | null {
  const raw = env.PUSH_VAPID_SUBJECT?.trim();
  if (!raw) return null;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'mailto:' && url.protocol !== 'https:')) throw new ConfigError('PUSH_VAPID_SUBJECT', `must be a mailto: or https: URL, got "${raw}"`);
  return raw;
}

function endpointHosts(env: Env): readonly string[] {
  const raw = env.PUSH_ENDPOINT_HOSTS?.trim();
  if (!raw) return DEFAULT_PUSH_ENDPOINT_HOSTS;
  const hosts: string[] = [];
  for (const entry of raw.split(',').map((part) => part.trim().toLowerCase()).filter(Boolean)) {
    if (entry === 'default') hosts.push(...DEFAULT_PUSH_ENDPOINT_HOSTS);
    else if (HOST_PATTERN.test(entry)) hosts.push(entry);
    else throw new ConfigError('PUSH_ENDPOINT_HOSTS', `has an entry that is not host[:port] or *.suffix[:port]: "${entry}"`);
  }
  return hosts;
}

function allowLoopbackHttp(env: Env): boolean {
  const raw = env.PUSH_ALLOW_HTTP_ENDPOINTS;
  if (raw === undefined || raw === '') return env.NODE_ENV !== 'production';
  if (raw !== '1' && raw !== '0') throw new ConfigError('PUSH_ALLOW_HTTP_ENDPOINTS', `must be 1 or 0, got "${raw}"`);
  return raw === '1';
}

/**
 * The sender's config. PUSH_ENDPOINT_HOSTS replaces the default list of push services;
 * the word `default` in it stands for that list (`default,push.example.net`). Throws
 * ConfigError on a malformed value (checked when the server starts, scripts/start.ts).
 */
export function pushSenderConfig(env: Env = process.env): PushSenderConfig {
  const publicKey = vapidKey(env, 'PUSH_VAPID_KEY', 65);
  const privateKey = vapidKey(env, 'PUSH_VAPID_PRIVATE_KEY', 32);
  if (privateKey && !publicKey) throw new ConfigError('PUSH_VAPID_PRIVATE_KEY', 'is set without PUSH_VAPID_KEY, its public key');
  const subject = vapidSubject(env);
  return {
    vapid: publicKey && privateKey ? { publicKey, privateKey, subject } : null,
    endpoints: { hosts: endpointHosts(env), allowLoopbackHttp: allowLoopbackHttp(env) },
  };
}
