/** PUT uploads: an avatar picture of a verified member (the target GET /api/sign names). */
import { auth } from '@/lib/auth/http';

export const dynamic = 'force-dynamic';
export const PUT = auth.upload;
