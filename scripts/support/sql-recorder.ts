/**
 * A PostgreSQL wire-protocol relay that writes down every statement its clients send: the
 * app is started with DATABASE_URL pointing here, and `npm run bench:scale` then EXPLAINs
 * exactly the queries its pages and API calls made, with the values they were bound to.
 * It only reads the client's side (Parse, Bind, simple Query) and forwards all bytes unchanged.
 * Plain TCP: the client must not ask for TLS (node-postgres does not unless told to).
 */
import net from 'node:net';

export interface RecordedStatement {
  readonly text: string;
  /** The bound values as text; null for SQL NULL or a value sent in binary. */
  readonly params: (string | null)[];
}

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;

function cString(buffer: Buffer, start: number): [string, number] {
  const end = buffer.indexOf(0, start);
  return [buffer.toString('utf8', start, end), end + 1];
}

/** Parses the frontend messages of one connection as they arrive. */
function reader(onStatement: (statement: RecordedStatement) => void): (chunk: Buffer) => void {
  let pending = Buffer.alloc(0);
  let started = false;
  const prepared = new Map<string, string>();
  return (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    for (;;) {
      if (!started) {
        if (pending.length < 8) return;
        const length = pending.readInt32BE(0);
        if (pending.length < length) return;
        const code = pending.readInt32BE(4);
        pending = pending.subarray(length);
        if (code !== SSL_REQUEST && code !== GSSENC_REQUEST) started = true;
        continue;
      }
      if (pending.length < 5) return;
      const type = String.fromCharCode(pending[0]);
      const length = pending.readInt32BE(1);
      if (pending.length < 1 + length) return;
      const message = pending.subarray(5, 1 + length);
      pending = pending.subarray(1 + length);
      if (type === 'Q') {
        onStatement({ text: cString(message, 0)[0], params: [] });
      } else if (type === 'P') {
        const [name, next] = cString(message, 0);
        prepared.set(name, cString(message, next)[0]);
      } else if (type === 'B') {
        let [, at] = cString(message, 0);
        const [statement, afterName] = cString(message, at);
        at = afterName;
        const formatCount = message.readInt16BE(at);
        const formats = Array.from({ length: formatCount }, (_, i) => message.readInt16BE(at + 2 + i * 2));
        at += 2 + formatCount * 2;
        const paramCount = message.readInt16BE(at);
        at += 2;
        const params: (string | null)[] = [];
        for (let i = 0; i < paramCount; i++) {
          const size = message.readInt32BE(at);
          at += 4;
          const binary = (formats.length === 1 ? formats[0] : (formats[i] ?? 0)) === 1;
          params.push(size < 0 || binary ? null : message.toString('utf8', at, at + size));
          if (size > 0) at += size;
        }
        const text = prepared.get(statement);
        if (text !== undefined) onStatement({ text, params });
      }
    }
  };
}

/** Listens on 127.0.0.1:`port`, relaying to `target`; every statement goes to `onStatement`. */
export async function startSqlRecorder(port: number, target: { host: string; port: number }, onStatement: (statement: RecordedStatement) => void): Promise<{ stop(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    const read = reader(onStatement);
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      try {
        read(chunk);
      } catch {
        // A message this reader does not understand is still relayed; it is only not recorded.
      }
    });
    upstream.pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', close).on('error', close);
    upstream.on('close', close).on('error', close);
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
