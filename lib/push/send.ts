/**
 * The push sender (docs/members.md, "Offline and push"): a message the newsroom posts
 * through the ingest API (lib/push/messages.ts) goes to every stored web-push subscription
 * of its edition that sent keys, after the ingest answer (in this process, in the
 * background). Subscriptions are read in pages by id and sent to a few at a time; each send
 * is the web-push protocol (RFC 8030) with a VAPID signature (RFC 8292) and an aes128gcm
 * payload (RFC 8291), built by the `web-push` library. A subscription the push service
 * answers 404 or 410 for is gone and deleted; other failures are counted. The endpoint
 * passes the SSRF guard (lib/push/endpoint.ts) again before each send, and is never
 * logged: it is a capability URL (whoever holds it can push to that browser).
 */
import 'server-only';
import { and, asc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import webpush, { type RequestDetails } from 'web-push';
import type { Edition, HostMap } from '../brands/resolve-host';
import { pushSenderConfig, type PushSenderConfig, type VapidConfig } from '../config/push';
import { siteHosts } from '../config/hosts';
import type { Database } from '../db/client';
import { pushTokens } from '../db/schema';
import { describeError, log } from '../log/logger';
import { absoluteUrl, editionEntry } from '../routes/absolute';
import { pushEndpointAllowed } from './endpoint';
import type { PushMessage } from './messages';

/** Subscriptions read at a time (keyset on id). */
export const PUSH_PAGE_SIZE = 500;
/** Sends in flight at once. */
export const PUSH_CONCURRENCY = 8;
/** How long a push service keeps a message for a browser that is offline: breaking news is stale after a day. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;
/** Push services take at most 4,096 bytes of encrypted payload; this leaves room for aes128gcm's header, tag and padding. */
const MAX_PAYLOAD_BYTES = 3_800;

/** What the service worker (public/sw.js) shows. */
export interface PushPayload {
  readonly title: string;
  readonly body: string;
  /** Absolute: a path on the edition's own host from the host map (never from a request's Host), or the newsroom's own http(s) URL. */
  readonly url: string;
  /** Notifications of the same message replace each other. */
  readonly tag: string;
}

/** What one message's delivery did (logged as one line). */
export interface PushDelivery {
  readonly sent: number;
  /** Subscriptions the push service no longer knows (404, 410): deleted. */
  readonly removed: number;
  readonly failed: number;
  /** Stored endpoints the SSRF guard refuses now (the allow-list changed): not sent, kept. */
  readonly refused: number;
  /** Failures by status code or error code, e.g. `{ "500": 2, "ECONNREFUSED": 1 }`. */
  readonly failures: Readonly<Record<string, number>>;
}

/** Sends one prepared request (endpoint, headers, encrypted body); answers the push service's status code. */
export type PushTransport = (request: RequestDetails) => Promise<number>;

/** A POST with no redirects followed (a redirect is a failure: it could point anywhere) and a time-out. */
export const fetchTransport: PushTransport = async (request) => {
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body ? new Uint8Array(request.body) : undefined,
    redirect: 'manual',
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return response.status;
};

/**
 * The message as the service worker gets it: a path (or none: the edition's home) on the
 * edition's host, an absolute URL the newsroom gave as it is; the body is shortened (with …)
 * to fit a push payload.
 */
export function pushPayload(hosts: HostMap, edition: Edition, message: PushMessage): PushPayload | null {
  const url = message.url && !message.url.startsWith('/') ? message.url : absoluteUrl(hosts, edition, message.url ?? '/');
  if (!url) return null;
  const payload = { title: message.title, body: message.body, url, tag: `push-${message.id}` };
  if (Buffer.byteLength(JSON.stringify(payload)) <= MAX_PAYLOAD_BYTES) return payload;
  // What is left for the body and its …, each character counted as JSON writes it.
  let budget = MAX_PAYLOAD_BYTES - Buffer.byteLength(JSON.stringify({ ...payload, body: '…' }));
  let body = '';
  for (const character of message.body) {
    budget -= Buffer.byteLength(JSON.stringify(character)) - 2;
    if (budget < 0) break;
    body += character;
  }
  return { ...payload, body: `${body.trimEnd()}…` };
}

/** The VAPID contact: the configured one, else https:// and the edition's host from the host map. */
function vapidSubject(vapid: VapidConfig, hosts: HostMap, edition: Edition): string | null {
  if (vapid.subject) return vapid.subject;
  const entry = editionEntry(hosts, edition);
  return entry ? `https://${entry.host}` : null;
}

/** Runs `work` over `items`, at most `limit` at once. */
async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

function failureKey(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error ? error.name : 'Error';
}

export interface SendOptions {
  readonly db: Database;
  readonly hosts: HostMap;
  readonly config: PushSenderConfig;
  readonly transport?: PushTransport;
  readonly pageSize?: number;
  readonly concurrency?: number;
}

/** Sends `message` to every subscription of `edition` with keys; resolves when every one has been tried. */
export async function sendPushMessage(options: SendOptions, edition: Edition, message: PushMessage): Promise<PushDelivery> {
  const { db, hosts, config } = options;
  const transport = options.transport ?? fetchTransport;
  const counts = { sent: 0, removed: 0, failed: 0, refused: 0 };
  const failures: Record<string, number> = {};
  const fail = (key: string) => {
    counts.failed += 1;
    failures[key] = (failures[key] ?? 0) + 1;
  };
  const payload = pushPayload(hosts, edition, message);
  const subject = config.vapid && vapidSubject(config.vapid, hosts, edition);
  if (!config.vapid || !payload || !subject) return { ...counts, failures };
  const requestOptions = {
    vapidDetails: { subject, publicKey: config.vapid.publicKey, privateKey: config.vapid.privateKey },
    TTL: PUSH_TTL_SECONDS,
    urgency: 'high' as const,
    contentEncoding: 'aes128gcm' as const,
  };
  const body = JSON.stringify(payload);
  let after = 0;
  for (;;) {
    const page = await db
      .select({ id: pushTokens.id, token: pushTokens.token, keys: pushTokens.keys })
      .from(pushTokens)
      .where(and(eq(pushTokens.brand, edition.brand), eq(pushTokens.lang, edition.lang), isNotNull(pushTokens.keys), gt(pushTokens.id, after)))
      .orderBy(asc(pushTokens.id))
      .limit(options.pageSize ?? PUSH_PAGE_SIZE);
    if (page.length === 0) break;
    after = page[page.length - 1].id;
    const gone: number[] = [];
    await pool(page, options.concurrency ?? PUSH_CONCURRENCY, async ({ id, token, keys }) => {
      if (!keys || !pushEndpointAllowed(token, config.endpoints)) {
        counts.refused += 1;
        return;
      }
      let status: number;
      try {
        status = await transport(webpush.generateRequestDetails({ endpoint: token, keys }, body, requestOptions));
      } catch (error) {
        fail(failureKey(error));
        return;
      }
      if (status >= 200 && status < 300) counts.sent += 1;
      else if (status === 404 || status === 410) gone.push(id);
      else fail(String(status));
    });
    if (gone.length > 0) {
      await db.delete(pushTokens).where(inArray(pushTokens.id, gone));
      counts.removed += gone.length;
    }
  }
  return { ...counts, failures };
}

/**
 * Starts sending `message` in the background, when sending is configured (both VAPID keys
 * set); answers what the ingest answer says of it. Runs in this process: a restart while it
 * runs loses the rest of that message's sends (docs/members.md, "Offline and push").
 */
export function queuePushMessage(db: Database, edition: Edition, message: PushMessage, config: PushSenderConfig = pushSenderConfig(), hosts: HostMap = siteHosts()): 'queued' | 'disabled' {
  if (!config.vapid) return 'disabled';
  const started = Date.now();
  sendPushMessage({ db, hosts, config }, edition, message).then(
    (delivery) =>
      log(delivery.failed > 0 ? 'warn' : 'info', 'push: message sent', { messageId: message.id, brand: edition.brand, lang: edition.lang, ...delivery, durationMs: Date.now() - started }),
    (error: unknown) => log('error', 'push: sending stopped', { messageId: message.id, brand: edition.brand, lang: edition.lang, error: describeError(error), durationMs: Date.now() - started }),
  );
  return 'queued';
}
