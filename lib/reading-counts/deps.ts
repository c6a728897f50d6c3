/** The view counter of this process, made once (docs/reading-counts.md). */
import 'server-only';
import { localCounters, redisCounters } from '../http/rate-limit';
import { loadReadingCountsConfig } from '../config/reading-counts';
import { getDb } from '../db/client';
import { createViewCounter, type ViewCounter } from './counter';

const globalForCounts = globalThis as typeof globalThis & { __alokpatViewCounter?: ViewCounter };

export function viewCounter(): ViewCounter {
  if (!globalForCounts.__alokpatViewCounter) {
    const config = loadReadingCountsConfig();
    // Marks are never written to the database: Redis (shared by the instances, each key with its TTL) or this process (bounded).
    const marks = config.redisUrl ? redisCounters(config.redisUrl, config.redisPrefix, localCounters()) : localCounters();
    globalForCounts.__alokpatViewCounter = createViewCounter({ db: getDb, marks, autoFlush: true });
  }
  return globalForCounts.__alokpatViewCounter;
}
