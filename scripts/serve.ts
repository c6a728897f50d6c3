/**
 * The app's HTTP server: Next's request handler behind the boundary of lib/http/boundary.ts,
 * which refuses what no route should see (unknown hosts, methods, oversize bodies, junk
 * queries), settles who the client is from the socket and TRUSTED_PROXIES, and cleans
 * every answer. `npm start` runs it (scripts/start.ts); so does every test and benchmark,
 * so that what is tested is what is deployed.
 */
import http from 'node:http';
import compression from 'compression';
import next from 'next';
import { loadCspConfig, loadEdgeConfig, loadServerConfig } from '../lib/config/env';
import { databaseUnavailableNow } from '../lib/db/health';
import { answerFailure, guardResponse, refuse, settleForwarding } from '../lib/http/boundary';
import { PagePolicies } from '../lib/http/csp';
import { buildFileAddresses } from '../lib/http/build-files';
import { installPageCopies, PageCopies, throughCopies, warmBuildFiles, type WriteClock } from '../lib/http/page-copies';
import { optimiserPath } from '../lib/media/image-loader';
import { endRequest, installConsoleCapture, log, newRequestId, noteFailure, requestContext, withRequest } from '../lib/log/logger';

const dev = process.argv.includes('--dev');
// Every console.error (Next's error reports included) becomes part of its request's one JSON line, redacted (lib/log/logger.ts).
installConsoleCapture();
const config = loadServerConfig();
const edge = loadEdgeConfig();
const policies = new PagePolicies(loadCspConfig());
// Next's own compression is off (next.config.ts): the guard must see the HTML it hashes.
// This is the same `compression` module Next bundles, applied after the guard.
// Every answer from 512 bytes up is compressed (the module's default starts at 1 KB, which left
// small script chunks uncompressed, hundreds of bytes each on every first load).
const compressMiddleware = compression({ threshold: 512 });
/** The middleware is typed for Express; it only uses what node:http gives. */
const compress = compressMiddleware as unknown as (request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void;

// Cached public pages answered from memory, compressed once (lib/http/page-copies.ts), and
// forgotten at every write through any instance (Redis carries the write clock when REDIS_URL is set).
const writeClock: string = '../lib/cache/redis-store.mjs';
const { redisStore } = (await import(writeClock)) as { redisStore: () => WriteClock | undefined };
const copies = installPageCopies(
  new PageCopies({ hosts: config.hosts, maxAgeMs: config.responseCopies.seconds * 1000, maxBytes: config.responseCopies.megabytes * 1024 * 1024, shared: redisStore }),
);

const app = next({ dev, dir: process.cwd(), port: config.port });
await app.prepare();
// The build's files for browsers (production only: in development they are made on demand).
const buildFiles = dev ? undefined : new Set(buildFileAddresses('.next'));
const handle = app.getRequestHandler();

const server = http.createServer((request, response) => {
  const context = requestContext(newRequestId(), request.method ?? 'GET', request.url ?? '/');
  const started = performance.now();
  response.setHeader('X-Request-Id', context.id);
  response.once('close', () => endRequest(context, response.statusCode, performance.now() - started));
  withRequest(context, () => answer(request, response));
});

function answer(request: http.IncomingMessage, response: http.ServerResponse): void {
  // A picture's short address (lib/media/image-loader.ts) is the optimiser's from here on: the boundary, the copies and Next see that.
  const optimiser = request.url?.startsWith('/img/') ? optimiserPath(request.url) : null;
  if (optimiser) request.url = optimiser;
  const refusal = refuse({ method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers }, config.hosts, buildFiles);
  if (refusal) {
    response.writeHead(refusal.status, { ...refusal.headers, 'Content-Length': Buffer.byteLength(refusal.body) });
    // A refused upload is not read: the connection closes after the answer.
    response.end(request.method === 'HEAD' ? undefined : refusal.body);
    return;
  }
  const protocol = settleForwarding(request, edge.trustProxy, edge.forceHttps);
  const fail = (error: unknown) => {
    noteFailure(error);
    answerFailure(response);
  };
  throughCopies(copies, request, response, protocol, (afterGuard) => {
    compress(request, response, () => {
      guardResponse(request, response, protocol, policies, { unavailable: databaseUnavailableNow, hosts: config.hosts });
      afterGuard?.();
      handle(request, response).catch(fail);
    });
  }, fail);
}
if (dev) server.on('upgrade', app.getUpgradeHandler());
// Slow clients cannot hold a connection open forever with a trickled request.
server.headersTimeout = 20_000;
server.requestTimeout = 60_000;
// An idle connection stays open longer than a proxy in front keeps its own (Varnish's
// backend_idle_timeout and most load balancers' idle timeouts are 60 s): with Node's 5 s, a
// proxy reusing a connection the app had just closed got a reset instead of a page.
server.keepAliveTimeout = 65_000;

server.listen(config.port, () => {
  log('info', `serving on port ${config.port}${dev ? ' (development)' : ''}`);
  // The build's scripts and styles are copied and compressed now, so that the first readers after
  // a start get their brotli forms too (lib/http/page-copies.ts); not when copies are off
  // (RESPONSE_COPY_SECONDS=0). Any host of the map will do: one copy serves them all.
  const [host] = config.hosts.keys();
  if (buildFiles && host && config.responseCopies.seconds > 0) void warmBuildFiles(config.port, host, buildFiles);
});

function stop(): void {
  server.close(() => void app.close().finally(() => process.exit(0)));
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

/*
 * Only when node runs with --expose-gc (never in an ordinary start): SIGUSR2 forces a full
 * collection and logs the memory left, so that a soak (scripts/soak.ts) can tell a leak
 * from a heap that V8 had simply not collected yet.
 */
const collect = (globalThis as { gc?: () => void }).gc;
if (collect) {
  process.on('SIGUSR2', () => {
    collect();
    collect();
    const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
    const usage = process.memoryUsage();
    log('info', 'memory after a forced collection', { rssMb: mb(usage.rss), heapUsedMb: mb(usage.heapUsed), heapTotalMb: mb(usage.heapTotal), externalMb: mb(usage.external), arrayBuffersMb: mb(usage.arrayBuffers) });
  });
}
