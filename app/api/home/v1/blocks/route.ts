/** GET /api/home/v1/blocks?from=N: the home page's blocks from the N-th on (components/home/later-blocks-http.ts). */
import { serveLaterBlocks } from '@/components/home/later-blocks-http';

export const dynamic = 'force-dynamic';

export const GET = serveLaterBlocks;
