/**
 * The embedded database: PGlite served over the PostgreSQL wire protocol by
 * @electric-sql/pglite-socket, so the app uses node-postgres exactly as it does
 * in production. One process owns DATA_DIR; a lock file keeps a second one out,
 * because two PGlite instances on one directory corrupt it.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(`The data directory ${dataDir} is in use by another process (pid ${pid}). Stop it first, or set DATA_DIR to another directory.`);
    this.name = 'DataDirInUseError';
  }
}

export interface EmbeddedDatabase {
  readonly url: string;
  stop(): Promise<void>;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Lock files this process holds: a second open from the same process is refused too. */
const heldLocks = new Set<string>();

/** Takes DATA_DIR/pglite.lock for this process, or throws DataDirInUseError. A stale lock (dead pid) is taken over. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(fs.realpathSync(dataDir), 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      heldLocks.add(lockPath);
      return () => {
        heldLocks.delete(lockPath);
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(lockPath, 'utf8'));
      const heldHere = pid === process.pid && heldLocks.has(lockPath);
      if (heldHere || (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid))) throw new DataDirInUseError(dataDir, pid);
      fs.unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts PGlite on DATA_DIR/pgdata (or in memory when dataDir is null) and serves it
 * on 127.0.0.1. Port 0 picks a free port.
 */
export async function startEmbeddedDatabase(options: { dataDir: string | null; port?: number }): Promise<EmbeddedDatabase> {
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => undefined;
  try {
    const db = options.dataDir ? new PGlite(path.join(options.dataDir, 'pgdata')) : new PGlite();
    await db.waitReady;
    const port = options.port || (await freePort());
    const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 64 });
    await server.start();
    let stopped = false;
    return {
      url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
      async stop() {
        if (stopped) return;
        stopped = true;
        await server.stop();
        await db.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
