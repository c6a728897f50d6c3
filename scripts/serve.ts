/**
 * The app's HTTP server: Next's request handler behind the boundary of lib/http/boundary.ts,
 * which refuses what no route should see (unknown hosts, methods, oversize bodies, junk
 * queries), settles who the client is from the socket and TRUSTED_PROXIES, and cleans
 * every answer. `npm start` runs it (scripts/start.ts); so does every test and benchmark,
 * so that what is tested is what is deployed.
 */
import http from 'node:http';
import next from 'next';
import { loadEdgeConfig, loadServerConfig } from '../lib/config/env';
import { guardResponse, refuse, settleForwarding } from '../lib/http/boundary';

const dev = process.argv.includes('--dev');
const config = loadServerConfig();
const edge = loadEdgeConfig();

const app = next({ dev, dir: process.cwd(), port: config.port });
await app.prepare();
const handle = app.getRequestHandler();

const server = http.createServer((request, response) => {
  const refusal = refuse({ method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers }, config.hosts);
  if (refusal) {
    response.writeHead(refusal.status, { ...refusal.headers, 'Content-Length': Buffer.byteLength(refusal.body) });
    // A refused upload is not read: the connection closes after the answer.
    response.end(request.method === 'HEAD' ? undefined : refusal.body);
    return;
  }
  guardResponse(request, response, settleForwarding(request, edge.trustProxy, edge.forceHttps));
  handle(request, response).catch((error: unknown) => {
    console.error(JSON.stringify({ level: 'error', msg: 'request failed', error: error instanceof Error ? error.message : String(error) }));
    if (!response.headersSent) {
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    }
    response.end();
  });
});
if (dev) server.on('upgrade', app.getUpgradeHandler());
// Slow clients cannot hold a connection open forever with a trickled request.
server.headersTimeout = 20_000;
server.requestTimeout = 60_000;

server.listen(config.port, () => console.log(`serving on port ${config.port}${dev ? ' (development)' : ''}`));

function stop(): void {
  server.close(() => void app.close().finally(() => process.exit(0)));
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
