import fs from 'node:fs/promises';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
};

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

function mediaRoot(): string {
  return path.resolve(process.env.DATA_DIR || '.data', 'media');
}

/** Serves uploaded and generated media from DATA_DIR/media (an S3-compatible store replaces it at scale). */
export async function GET(_request: Request, { params }: { params: Promise<{ key: string[] }> }): Promise<Response> {
  const { key } = await params;
  const type = TYPES[path.extname(key[key.length - 1] ?? '').toLowerCase()];
  if (!type || key.length > 4 || !key.every((segment) => SAFE_SEGMENT.test(segment))) {
    return new Response('Not found', { status: 404 });
  }
  try {
    const body = await fs.readFile(path.join(mediaRoot(), ...key));
    return new Response(new Uint8Array(body), {
      headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' },
    });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}
