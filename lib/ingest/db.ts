/** What the ingest write functions share: the transaction type and the shape of their result. */
import 'server-only';
import type { Database } from '../db/client';

/** A transaction on the app's database: every ingest write runs in exactly one. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface IngestWrite<T> {
  /** What was written, read back in the read API's shape. */
  readonly value: T;
  /** True when the write created the row (answered 201). */
  readonly created: boolean;
  /** The cache tags (lib/cache/tags.ts) whose entries the write changed: revalidated, and purged at the edge. */
  readonly tags: readonly string[];
  /**
   * Surrogate keys only the edge needs besides the tags: `path:` keys of pages the write
   * changed (lib/cache/surrogate.ts), or an edition's key when every page shows the change.
   */
  readonly purgeKeys: readonly string[];
}

export function unique<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}

/**
 * Promise.all for the queries of one transaction, run one after another: a transaction
 * holds a single connection, which takes one query at a time (drizzle's queries start
 * when awaited, so none runs before its turn).
 */
export async function inTurn<T extends readonly unknown[] | []>(queries: T): Promise<{ -readonly [P in keyof T]: Awaited<T[P]> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as { -readonly [P in keyof T]: Awaited<T[P]> };
}
