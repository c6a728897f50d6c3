import { serveMedia } from '@/lib/media/serve';
import { mediaStore } from '@/lib/media/store';

/** Serves uploaded and generated media from the media store (DATA_DIR, or the S3 bucket when S3_BUCKET is set). */
export async function GET(_request: Request, { params }: { params: Promise<{ key: string[] }> }): Promise<Response> {
  return serveMedia(mediaStore(), (await params).key);
}
