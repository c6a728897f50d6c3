/**
 * What proxy.ts costs per request: the host resolver alone, and the whole proxy
 * function (NextRequest in, rewrite response out), in the same process.
 * Run with `npm run bench:proxy`.
 */
import { NextRequest } from 'next/server';
import { proxy } from '../proxy';
import { localHostMap, resolveHost } from '../lib/brands/resolve-host';

const HOSTS = ['localhost:3000', 'en.localhost:3000', 'trust.localhost:3000', 'bigyan.localhost:3000', 'unknown.example'];
const PATHS = ['/', '/bangladesh/%E0%A6%A2%E0%A6%BE%E0%A6%95%E0%A6%BE-1a', '/sports/cricket', '/search?q=dhaka'];

function measure(name: string, iterations: number, fn: (i: number) => unknown): void {
  for (let i = 0; i < iterations / 10; i++) fn(i);
  const samples: number[] = [];
  for (let round = 0; round < 5; round++) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < iterations; i++) fn(i);
    samples.push(Number(process.hrtime.bigint() - started) / iterations);
  }
  samples.sort((a, b) => a - b);
  console.log(`${name.padEnd(34)} median ${(samples[2] / 1000).toFixed(2)} µs/request (best ${(samples[0] / 1000).toFixed(2)} µs, ${iterations} × 5 rounds)`);
}

const map = localHostMap(3000);
measure('resolveHost', 1_000_000, (i) => resolveHost(HOSTS[i % HOSTS.length], map));
const requests = HOSTS.flatMap((host) => PATHS.map((path) => ({ host, url: `http://${host.split(':')[0]}:3000${path}` })));
measure('new NextRequest (baseline)', 50_000, (i) => {
  const r = requests[i % requests.length];
  return new NextRequest(r.url, { headers: { host: r.host } });
});
measure('new NextRequest + proxy()', 50_000, (i) => {
  const r = requests[i % requests.length];
  return proxy(new NextRequest(r.url, { headers: { host: r.host } }));
});
