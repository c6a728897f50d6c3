/** The health check's question to the database (/api/health): does it answer, and how fast. */
import { getDb } from './client';

/** Milliseconds the app's database took to answer `select 1`; throws when it fails or takes longer than `timeoutMs`. */
export async function probeDatabase(timeoutMs: number): Promise<number> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      getDb().execute('select 1'),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('database did not answer in time')), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
  return Math.round(performance.now() - started);
}
