import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, startEmbeddedDatabase, type EmbeddedDatabase } from '@/lib/db/embedded';

describe('the embedded database owns its data directory', () => {
  const dirs: string[] = [];
  const servers: EmbeddedDatabase[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alokpat-lock-'));
    dirs.push(dir);
    return dir;
  };

  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop();
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second server on the same directory and keeps the first one working', async () => {
    const dir = tempDir();
    const first = await startEmbeddedDatabase({ dataDir: dir });
    servers.push(first);
    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    await client.query('create table notes (body text)');
    await client.query("insert into notes values ('kept')");

    await expect(startEmbeddedDatabase({ dataDir: dir })).rejects.toThrow(DataDirInUseError);
    await expect(startEmbeddedDatabase({ dataDir: dir })).rejects.toThrow(/in use/);

    const { rows } = await client.query('select body from notes');
    expect(rows).toEqual([{ body: 'kept' }]);
    await client.end();
  });

  it('keeps data across a clean stop and start, and takes over a lock left by a dead process', async () => {
    const dir = tempDir();
    const first = await startEmbeddedDatabase({ dataDir: dir });
    let client = new pg.Client({ connectionString: first.url });
    await client.connect();
    await client.query("create table notes (body text); insert into notes values ('persisted')");
    await client.end();
    await first.stop();

    fs.writeFileSync(path.join(dir, 'pglite.lock'), '999999');
    const second = await startEmbeddedDatabase({ dataDir: dir });
    servers.push(second);
    client = new pg.Client({ connectionString: second.url });
    await client.connect();
    const { rows } = await client.query('select body from notes');
    await client.end();
    expect(rows).toEqual([{ body: 'persisted' }]);
  });
});
