import { serveBulkGet, serveBulkPost } from '@/lib/api/serve';

export const dynamic = 'force-dynamic';

/** Named requests in one round trip: POST them, follow the 303 to the cacheable GET (docs/api.md, "Bulk requests"). */
export const POST = serveBulkPost;
export const GET = serveBulkGet;
