import { RETRY_AFTER_SECONDS } from '@/lib/db/health';
import { probeDatabase } from '@/lib/db/probe';
import { describeError } from '@/lib/log/logger';

export const dynamic = 'force-dynamic';

const TIMEOUT_MS = 2_000;

/** 200 with the database status when storage answers, 503 when it does not. */
export async function GET(): Promise<Response> {
  try {
    const latencyMs = await probeDatabase(TIMEOUT_MS);
    return Response.json({ status: 'ok', database: { status: 'up', latencyMs } }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return Response.json(
      // A short, redacted description: never the SQL or its parameters.
      { status: 'error', database: { status: 'down', error: describeError(error) } },
      { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS) } },
    );
  }
}
