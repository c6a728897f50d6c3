import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'lib/db/migrations');

/** Applies the committed migrations; safe to run on every start. */
export async function runMigrations(db: Database, migrationsSchema = 'drizzle'): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER, migrationsSchema });
}
