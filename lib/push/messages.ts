/**
 * Push messages (docs/product.md, "Page types and paths": the notification page): each
 * message sent through the ingest API is kept, the notifications page lists the latest
 * beside the breaking news, and the message is sent to the edition's push subscriptions
 * in the background (lib/push/send.ts; docs/members.md, "Offline and push").
 */
import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { BrandKey, Lang } from '../brands/brands';
import type { Edition } from '../brands/resolve-host';
import { tags as cacheTags } from '../cache/tags';
import type { Database } from '../db/client';
import { pushMessages } from '../db/schema';
import type { IngestWrite } from '../ingest/db';
import { answerWrite, DEFAULT_DEPS, handleIngest } from '../ingest/http';
import { edition as editionOf, link, onlyKeys, optional, orNull, record, required, text } from '../ingest/validate';
import { queuePushMessage } from './send';

export const PUSH_MESSAGES_SHOWN = 20;

export interface PushMessage {
  readonly id: number;
  readonly title: string;
  readonly body: string;
  /** A path of this site, or null. */
  readonly url: string | null;
  readonly 'created-at': string;
}

function toMessage(row: typeof pushMessages.$inferSelect): PushMessage {
  return { id: row.id, title: row.title, body: row.body, url: row.url, 'created-at': row.createdAt.toISOString() };
}

/** POST /api/ingest/v1/push-messages: `{ brand, lang, title, body?, url? }`. */
export async function addPushMessage(db: Database, input: unknown): Promise<IngestWrite<PushMessage> & { readonly edition: Edition }> {
  const fields = record(input, '');
  onlyKeys(fields, '', ['brand', 'lang', 'title', 'body', 'url']);
  const edition = editionOf(fields);
  const [row] = await db
    .insert(pushMessages)
    .values({
      brand: edition.brand,
      lang: edition.lang,
      title: required(fields, 'title', '', text({ max: 200 })),
      body: optional(fields, 'body', '', text({ max: 1000, multiline: true, empty: true })) ?? '',
      url: optional(fields, 'url', '', orNull(link({ relative: true }))) ?? null,
    })
    .returning();
  return { value: toMessage(row), edition, created: true, tags: [cacheTags.pushMessages(edition.brand, edition.lang)], purgeKeys: [cacheTags.pushMessages(edition.brand, edition.lang)] };
}

export async function queryPushMessages(db: Database, brand: BrandKey, lang: Lang, limit = PUSH_MESSAGES_SHOWN): Promise<PushMessage[]> {
  const rows = await db
    .select()
    .from(pushMessages)
    .where(and(eq(pushMessages.brand, brand), eq(pushMessages.lang, lang)))
    .orderBy(desc(pushMessages.createdAt), desc(pushMessages.id))
    .limit(limit);
  return rows.map(toMessage);
}

/**
 * The ingest route: bearer key, JSON body, the write, the send started (`delivery: 'queued'`,
 * or `'disabled'` without VAPID keys), then the tags it touched revalidated.
 */
export function postPushMessage(request: Request, deps = DEFAULT_DEPS, queue: typeof queuePushMessage = queuePushMessage): Promise<Response> {
  return handleIngest(request, async (db, body) => {
    const write = await addPushMessage(db, body);
    const delivery = queue(db, write.edition, write.value);
    return answerWrite(write, { message: write.value, delivery });
  }, deps);
}
