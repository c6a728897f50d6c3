/**
 * A comment's body (docs/product.md, "Entities": `attributes.body.ops`, text or mentions):
 * validated and normalised before storage, measured in characters, and turned into plain
 * text for the word list and for moderators. Rendering is always as text, never as HTML.
 */
import type { CommentOp } from '../db/schema';

export const MAX_COMMENT_CHARS = 2_000;
export const MAX_COMMENT_OPS = 100;
const MAX_NAME_CHARS = 100;

/** Control characters other than newline and tab, and bidi overrides that can disguise text. */
const UNSAFE = /[\u0000-\u0008\u000B-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g;

export type BodyProblem = 'invalid' | 'empty' | 'tooLong';

function cleanText(value: string): string {
  return value.normalize('NFC').replace(/\r\n?/g, '\n').replace(UNSAFE, '');
}

/** The ops of a request body's `body` (`{ ops: [...] }`), or why they are refused. */
export function parseCommentBody(raw: unknown): { ops: CommentOp[] } | { problem: BodyProblem } {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { problem: 'invalid' };
  const ops = (raw as { ops?: unknown }).ops;
  if (!Array.isArray(ops) || ops.length === 0) return { problem: 'empty' };
  if (ops.length > MAX_COMMENT_OPS) return { problem: 'tooLong' };
  const out: CommentOp[] = [];
  let chars = 0;
  for (const op of ops) {
    if (!op || typeof op !== 'object' || Array.isArray(op) || Object.keys(op).some((key) => key !== 'insert' && key !== 'attributes')) return { problem: 'invalid' };
    const insert = (op as { insert?: unknown }).insert;
    if (typeof insert === 'string') {
      const text = cleanText(insert);
      chars += [...text].length;
      if (text) out.push({ insert: text });
    } else if (insert && typeof insert === 'object' && 'mention' in insert) {
      const mention = (insert as { mention?: unknown }).mention as { id?: unknown; name?: unknown } | null;
      if (!mention || typeof mention !== 'object' || !Number.isSafeInteger(mention.id) || (mention.id as number) < 1 || typeof mention.name !== 'string') return { problem: 'invalid' };
      const name = cleanText(mention.name).replace(/\n/g, ' ').trim();
      if (!name || [...name].length > MAX_NAME_CHARS) return { problem: 'invalid' };
      chars += [...name].length + 1;
      out.push({ insert: { mention: { id: mention.id as number, name } } });
    } else {
      return { problem: 'invalid' };
    }
    if (chars > MAX_COMMENT_CHARS) return { problem: 'tooLong' };
  }
  if (!plainTextOf(out).trim()) return { problem: 'empty' };
  return { ops: out };
}

/** The body as plain text: mentions as @name. */
export function plainTextOf(ops: readonly CommentOp[]): string {
  return ops.map((op) => (typeof op.insert === 'string' ? op.insert : `@${op.insert.mention.name}`)).join('');
}
