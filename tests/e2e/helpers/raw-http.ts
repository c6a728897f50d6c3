/**
 * A request as a hostile or unusual client sends it, which fetch and the browser will not:
 * any Host header, any method, a path sent byte for byte (`/media/%`), and a source
 * address of its own on the loopback network (127.0.0.2, 127.0.0.3, …), so that a test can
 * play several clients, or a trusted proxy, against the one server of the run.
 */
import http from 'node:http';

export interface RawAnswer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

export interface RawRequest {
  readonly path: string;
  readonly method?: string;
  /** Sent as given; `host` defaults to localhost:{E2E_PORT}. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string | Buffer;
  /** The client's own address, any of 127.0.0.0/8 (default 127.0.0.1). */
  readonly from?: string;
}

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

export function rawRequest({ path, method = 'GET', headers = {}, body, from }: RawRequest): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: E2E_PORT,
        method,
        path,
        localAddress: from,
        headers: { host: `localhost:${E2E_PORT}`, ...headers },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A JSON POST from `from` with the XSRF pair a browser would carry (the accounts API checks it). */
export function rawJsonPost(path: string, json: unknown, options: { from?: string; headers?: Readonly<Record<string, string>> } = {}): Promise<RawAnswer> {
  const token = 'raw-http-xsrf-token-0123456789';
  return rawRequest({
    path,
    method: 'POST',
    from: options.from,
    body: JSON.stringify(json),
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token, ...options.headers },
  });
}
