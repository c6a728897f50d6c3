/**
 * The processes the benchmark and the edge and multi-instance tests start: the app
 * (`scripts/start.ts`, exactly what `npm start` runs), Varnish with the shipped VCL, and a
 * throw-away Redis. Each is a user-level child process on a given port, stopped by its PID.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { writePurgeSecretVcl } from './edge-vcl';

export const VARNISHD = '/usr/sbin/varnishd';
export const REDIS_SERVER = '/usr/bin/redis-server';
export const VCL = path.join(process.cwd(), 'deploy', 'varnish', 'default.vcl');

export interface Server {
  readonly port: number;
  readonly url: string;
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  const done = exited(child);
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await done;
  clearTimeout(timer);
}

async function waitFor(what: string, ready: () => Promise<boolean>, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited early (${child.exitCode})`);
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopChild(child);
  throw new Error(`${what} did not become ready in ${timeoutMs / 1000} s`);
}

export interface AppOptions {
  readonly port: number;
  /** Embedded database directory; a new temporary one when omitted (and DATABASE_URL is not in env). */
  readonly dataDir?: string;
  /** The app's whole environment (default: this process's). */
  readonly env?: NodeJS.ProcessEnv;
  /** Inherit the app's output (default: discarded). */
  readonly log?: boolean;
}

/** `npm start` on a port: migrates, seeds on first start, serves the production build. */
export async function startApp(options: AppOptions): Promise<Server & { dataDir: string }> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'alokpat-app-'));
  const env = { ...(options.env ?? process.env), PORT: String(options.port), DATA_DIR: dataDir };
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { env, stdio: ['ignore', options.log ? 'inherit' : 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${options.port}`;
  await waitFor(`the app on port ${options.port}`, async () => (await fetch(`${url}/api/health`)).ok, child, 300_000);
  return {
    port: options.port,
    url,
    dataDir,
    async stop() {
      await stopChild(child);
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The VCL of the repository with its backend pointed at `backendPort`. */
export function vclFor(backendPort: number): string {
  const vcl = fs.readFileSync(VCL, 'utf8');
  if (!vcl.includes('.port = "3000";')) throw new Error(`${VCL} no longer names its backend port as .port = "3000"`);
  return vcl.replace('.port = "3000";', `.port = "${backendPort}";`);
}

/**
 * varnishd in the foreground as the current user (no root needed: `-j none`), with its
 * working directory in a temporary folder. Ready once a page comes through from the app.
 * `purgeSecret`: the EDGE_PURGE_SECRET its purge-secret.vcl requires (none: purges refused).
 */
export async function startVarnish(options: { port: number; backendPort: number; memory?: string; purgeSecret?: string }): Promise<Server> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alokpat-varnish-'));
  const vclPath = path.join(workDir, 'default.vcl');
  fs.writeFileSync(vclPath, vclFor(options.backendPort));
  writePurgeSecretVcl(workDir, options.purgeSecret);
  const child = spawn(
    VARNISHD,
    // vcl_path: where `include "purge-secret.vcl"` is found (/etc/varnish in a deployment).
    ['-F', '-j', 'none', '-n', path.join(workDir, 'state'), '-p', `vcl_path=${workDir}`, '-f', vclPath, '-a', `127.0.0.1:${options.port}`, '-s', `malloc,${options.memory ?? '256m'}`],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // Shown only when it fails to start (its normal chatter includes "Manager got SIGTERM" at every stop).
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  });
  const url = `http://127.0.0.1:${options.port}`;
  await waitFor(`varnishd on port ${options.port}`, async () => (await fetch(`${url}/api/health`)).ok, child, 60_000).catch((error: Error) => {
    throw new Error(`${error.message}\n${output}`);
  });
  return {
    port: options.port,
    url,
    async stop() {
      await stopChild(child);
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/** A Redis with nothing persisted, for one test run. */
export async function startRedis(port: number): Promise<Server & { kill(): Promise<void> }> {
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await waitFor(`redis-server on port ${port}`, () => canConnect(port), child, 20_000);
  const stop = () => stopChild(child);
  return { port, url: `redis://127.0.0.1:${port}`, stop, kill: stop };
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * GET with a Host header of our choosing (fetch does not send one it was given), the body
 * decoded as text: how a brand's host is asked on the loopback address.
 */
export function getWithHost(url: string, host: string, headers: http.OutgoingHttpHeaders = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { ...headers, host } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const require = createRequire(import.meta.url);

/** Runs `next build` unless a production build is there (the benchmarks measure `next start`). */
export function buildIfNeeded(): void {
  if (fs.existsSync(path.join('.next', 'BUILD_ID'))) return;
  console.log('no production build: running `next build`…');
  const result = spawnSync(process.execPath, [require.resolve('next/dist/bin/next'), 'build'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('next build failed');
}
