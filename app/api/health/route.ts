import { queryDatabaseHealth } from '@/lib/content/queries';
import { getDb } from '@/lib/db/client';
import { RETRY_AFTER_SECONDS } from '@/lib/db/health';
import { describeError } from '@/lib/log/logger';

export const dynamic = 'force-dynamic';

const TIMEOUT_MS = 2_000;

/** 200 with the database status when storage answers, 503 when it does not. */
export async function GET(): Promise<Response> {
  const started = performance.now();
  try {
    await Promise.race([
      queryDatabaseHealth(getDb()),
      new Promise((_, reject) => setTimeout(() => reject(new Error('database did not answer in time')), TIMEOUT_MS)),
    ]);
    return Response.json(
      { status: 'ok', database: { status: 'up', latencyMs: Math.round(performance.now() - started) } },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    return Response.json(
      // A short, redacted description: never the SQL or its parameters.
      { status: 'error', database: { status: 'down', error: describeError(error) } },
      { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS) } },
    );
  }
}
