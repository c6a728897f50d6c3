/** The comments service as the browser calls it (docs/members.md): JSON in, JSON out, errors in the reader's language. */
import type { CommentOp } from '../db/schema';
import { memberFetch, refreshIntegrationToken } from '../members/client';
import { useSiteStore } from '../store/site-store';

export interface ClientComment {
  readonly id: number;
  readonly attributes: {
    readonly body: { readonly ops: readonly CommentOp[] };
    readonly status: 'pending' | 'approved' | 'rejected';
    readonly created_at: string;
    readonly 'editable-until': string | null;
    readonly 'parent-id': number | null;
    readonly author: { readonly name: string };
    readonly page: { readonly headline: string; readonly url: string };
  };
  readonly replies?: readonly ClientComment[];
}

export interface CommentPage {
  readonly data: readonly ClientComment[];
  readonly total: number;
  readonly page: number;
  readonly per_page: number;
  /** The cursor of the page after this one (sent back as `before`); null on the last page. */
  readonly next: string | null;
}

export class CommentCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const BASE = '/api/members/v1';

async function read<T>(response: Response | null, fallback: string): Promise<T> {
  if (!response) throw new CommentCallError(401, fallback);
  const body = (await response.json().catch(() => null)) as (T & { error?: string }) | null;
  if (!response.ok || !body) throw new CommentCallError(response.status, body?.error ?? fallback);
  return body;
}

/**
 * A thread page: the first, or the one after the cursor `before` (an answer's `next`, so a
 * comment posted meanwhile neither repeats nor pushes one out); with the member's token when
 * there is one (their pending comments too), else as anyone.
 */
export async function fetchThread(storyId: number, before: string | null, asMember: boolean, fallback: string): Promise<CommentPage> {
  const url = `${BASE}/comments?story-id=${storyId}${before === null ? '' : `&before=${encodeURIComponent(before)}`}`;
  const response = asMember ? await memberFetch(url) : await fetch(url, { headers: { accept: 'application/json' } });
  return read<CommentPage>(response, fallback);
}

const json = (method: string, body?: unknown): RequestInit => ({ method, headers: { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

export const textOps = (text: string): CommentOp[] => [{ insert: text }];

export async function postComment(storyId: number, parentId: number | null, text: string, fallback: string): Promise<ClientComment> {
  return (await read<{ data: ClientComment }>(await memberFetch(`${BASE}/comments`, json('POST', { 'story-id': storyId, 'parent-id': parentId, body: { ops: textOps(text) } })), fallback)).data;
}

export async function editComment(id: number, text: string, fallback: string): Promise<ClientComment> {
  return (await read<{ data: ClientComment }>(await memberFetch(`${BASE}/comments/${id}`, json('PATCH', { body: { ops: textOps(text) } })), fallback)).data;
}

export async function deleteComment(id: number, fallback: string): Promise<void> {
  await read(await memberFetch(`${BASE}/comments/${id}`, json('DELETE')), fallback);
}

/** The member's id, from the token's claims (the activity call names the account). */
function accountOf(token: string | null): string | null {
  try {
    const claims = JSON.parse(atob((token ?? '').split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: string };
    return claims.sub ?? null;
  } catch {
    return null;
  }
}

/**
 * docs/product.md, "Calls" comments activity: account_id, per_page, page, and `before`, the
 * cursor of the page (the previous answer's `next`; null for the first page), which the server
 * follows rather than the page number (the token goes as a bearer, not as ?jwt=, to stay out of logs).
 */
export async function fetchActivity(page: number, before: string | null, perPage: number, fallback: string): Promise<CommentPage> {
  const account = accountOf(useSiteStore.getState().user.jwt_token ?? (await refreshIntegrationToken()));
  const cursor = before === null ? '' : `&before=${encodeURIComponent(before)}`;
  return read<CommentPage>(await memberFetch(`${BASE}/comments/activity?${account ? `account_id=${account}&` : ''}per_page=${perPage}&page=${page}${cursor}`), fallback);
}
