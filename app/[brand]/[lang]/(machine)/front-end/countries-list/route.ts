import { serveEditionApi } from '@/lib/api/serve';

export const dynamic = 'force-dynamic';

/** Countries relevant to Bangladeshi readers, named in bn and en: { countries }. */
export function GET(request: Request, { params }: { params: Promise<{ brand: string; lang: string }> }): Promise<Response> {
  return serveEditionApi(request, 'countries-list', params);
}
