/**
 * When the database goes away, pages already cached keep serving and the health check
 * says so. A second app instance runs against its own embedded database through a TCP
 * relay that the test cuts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// Fixed ports below the kernel's ephemeral range (32768 and up), where an outgoing
// connection of any other process could already hold them; the relay takes a free one.
const APP_PORT = 3197;
const DB_PORT = 3198;

async function startRelay(): Promise<{ server: net.Server; sockets: Set<net.Socket>; port: number }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(DB_PORT, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  return { server, sockets, port: (server.address() as net.AddressInfo).port };
}

async function waitForPort(port: number, deadline = Date.now() + 60_000): Promise<void> {
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(socket.end() && true));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`port ${port} did not open`);
}

async function waitFor(url: string, deadline = Date.now() + 120_000): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

test('cached pages keep serving while the database is unreachable; health says 503', async () => {
  test.setTimeout(180_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alokpat-outage-'));
  const { DATABASE_URL: _unused, ...base } = process.env;
  const children: ChildProcess[] = [];
  const relay = await startRelay();
  try {
    const db = spawn(process.execPath, ['--import', 'tsx', 'scripts/db-server.ts'], { env: { ...base, DATA_DIR: dataDir, PGLITE_PORT: String(DB_PORT) }, stdio: 'ignore' });
    children.push(db);
    await waitForPort(DB_PORT);
    const app = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      env: { ...base, DATA_DIR: path.join(dataDir, 'app'), PORT: String(APP_PORT), DATABASE_URL: `postgresql://postgres:postgres@127.0.0.1:${relay.port}/postgres?sslmode=disable` },
      stdio: 'ignore',
    });
    children.push(app);
    const origin = `http://localhost:${APP_PORT}`;
    await waitFor(`${origin}/api/health`);
    const pages = ['/', '/bangladesh', '/about'];
    const before = new Map<string, string>();
    for (const page of pages) {
      await fetch(`${origin}${page}`);
      const response = await fetch(`${origin}${page}`);
      expect(response.status, page).toBe(200);
      before.set(page, await response.text());
    }

    relay.server.close();
    for (const socket of relay.sockets) socket.destroy();

    expect((await fetch(`${origin}/api/health`)).status).toBe(503);
    for (const page of pages) {
      const response = await fetch(`${origin}${page}`);
      expect(response.status, page).toBe(200);
      expect(await response.text(), page).toContain('</html>');
    }
    const html = before.get('/')!;
    expect(html).toContain('story-card');
  } finally {
    for (const child of children.reverse()) child.kill('SIGTERM');
    await Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)))));
    relay.server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
