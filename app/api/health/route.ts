import { queryDatabaseHealth } from '@/lib/content/queries';
import { getDb } from '@/lib/db/client';

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
      { status: 'error', database: { status: 'down', error: (error as Error).message } },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}
