'use client';

/**
 * A story's comment thread (docs/members.md): approved comments for everyone and the member's own
 * pending ones, 20 top-level comments at a time with their replies, a labelled form, one
 * level of replies, and edit or delete of one's own comment while its window is open.
 * Bodies are rendered as text, never as HTML.
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Lang } from '@/lib/brands/brands';
import { CommentCallError, deleteComment, editComment, fetchThread, postComment, type ClientComment } from '@/lib/comments/client';
import { localiseDigits } from '@/lib/i18n/digits';
import { fill } from '@/lib/i18n/fill';
import { formatDateTime } from '@/lib/i18n/format';
import type { Messages } from '@/lib/i18n/messages';
import { useSiteStore } from '@/lib/store/site-store';
import { signInPath } from '@/lib/routes/paths';
import words from '@/messages/comments.json';
import styles from './comment-thread.module.css';

type Labels = Messages['comments'];

interface Props {
  readonly storyId: number;
  readonly gated: boolean;
  /** The thread's words are this language's, loaded with its code (messages/comments.json). */
  readonly lang: Lang;
}

const MAX_CHARS = 2_000;

function messageOf(error: unknown, labels: Labels): string {
  return error instanceof CommentCallError ? error.message : labels.errors.generic;
}

function Body({ comment }: { comment: ClientComment }) {
  return (
    <p className={styles.body}>
      {comment.attributes.body.ops.map((op, index) =>
        typeof op.insert === 'string' ? (
          <span key={index}>{op.insert}</span>
        ) : (
          <span key={index} className={styles.mention}>
            @{op.insert.mention.name}
          </span>
        ),
      )}
    </p>
  );
}

function CommentForm({ label, submit, labels, initial = '', onSubmit, onCancel }: { label: string; submit: string; labels: Labels; initial?: string; onSubmit(text: string): Promise<void>; onCancel?(): void }) {
  const id = useId();
  // Uncontrolled (name + defaultValue), read at submit: what a reader typed is never overwritten by a render.
  const area = useRef<HTMLTextAreaElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = area.current?.value ?? '';
    if (!text.trim()) return setError(labels.errors.empty);
    if ([...text].length > MAX_CHARS) return setError(labels.errors.tooLong);
    setBusy(true);
    setError(null);
    try {
      await onSubmit(text);
      if (area.current) area.current.value = '';
    } catch (caught) {
      setError(messageOf(caught, labels));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} method="post" onSubmit={send} noValidate>
      <label htmlFor={`${id}-text`}>{label}</label>
      <textarea
        ref={area}
        id={`${id}-text`}
        name="body"
        defaultValue={initial}
        rows={4}
        maxLength={MAX_CHARS * 2}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {labels.hint}
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <p className={styles.actions}>
        <button type="submit" className={`${styles.button} ${styles.submit}`} disabled={busy}>
          {submit}
        </button>
        {onCancel && (
          <button type="button" className={styles.button} onClick={onCancel}>
            {labels.cancel}
          </button>
        )}
      </p>
    </form>
  );
}

function textOf(comment: ClientComment): string {
  return comment.attributes.body.ops.map((op) => (typeof op.insert === 'string' ? op.insert : `@${op.insert.mention.name}`)).join('');
}

interface ItemProps {
  readonly comment: ClientComment;
  readonly labels: Labels;
  readonly lang: Lang;
  readonly canReply: boolean;
  onReply(parent: ClientComment, text: string): Promise<void>;
  onEdit(comment: ClientComment, text: string): Promise<void>;
  onDelete(comment: ClientComment): Promise<void>;
}

function CommentItem({ comment, labels, lang, canReply, onReply, onEdit, onDelete }: ItemProps) {
  const [mode, setMode] = useState<'read' | 'reply' | 'edit'>('read');
  const [error, setError] = useState<string | null>(null);
  const { attributes } = comment;
  // The server names the window's end while it is open, and refuses late edits in the reader's language.
  const editable = attributes['editable-until'] !== null;
  return (
    <li className={attributes.status === 'approved' ? styles.comment : `${styles.comment} ${styles.pending}`} data-component="comment" data-status={attributes.status} data-comment-id={comment.id}>
      <article aria-label={attributes.author.name}>
        <p className={styles.meta}>
          <strong>{attributes.author.name}</strong> <time dateTime={attributes.created_at}>{formatDateTime(attributes.created_at, lang)}</time>
        </p>
        {mode === 'edit' ? (
          <CommentForm
            label={labels.label}
            submit={labels.save}
            labels={labels}
            initial={textOf(comment)}
            onSubmit={async (text) => {
              await onEdit(comment, text);
              setMode('read');
            }}
            onCancel={() => setMode('read')}
          />
        ) : (
          <Body comment={comment} />
        )}
        {attributes.status === 'pending' && <p className={styles.status}>{labels.pending}</p>}
        {attributes.status === 'rejected' && <p className={styles.status}>{labels.rejected}</p>}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        {mode === 'read' && (
          <p className={styles.actions}>
            {canReply && attributes['parent-id'] === null && attributes.status === 'approved' && (
              <button type="button" className={styles.button} onClick={() => setMode('reply')}>
                {labels.reply}
              </button>
            )}
            {editable && (
              <>
                <button type="button" className={styles.button} onClick={() => setMode('edit')}>
                  {labels.edit}
                </button>
                <button
                  type="button"
                  className={styles.button}
                  onClick={() => {
                    if (window.confirm(labels.confirmDelete)) onDelete(comment).catch((caught: unknown) => setError(messageOf(caught, labels)));
                  }}
                >
                  {labels.delete}
                </button>
              </>
            )}
          </p>
        )}
        {mode === 'reply' && (
          <CommentForm
            label={fill(labels.replyLabel, { name: attributes.author.name })}
            submit={labels.submitReply}
            labels={labels}
            onSubmit={async (text) => {
              await onReply(comment, text);
              setMode('read');
            }}
            onCancel={() => setMode('read')}
          />
        )}
      </article>
      {comment.replies && comment.replies.length > 0 && (
        <ol className={styles.replies} role="list">
          {comment.replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} labels={labels} lang={lang} canReply={false} onReply={onReply} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </ol>
      )}
    </li>
  );
}

/** Replaces a comment (or one of the replies) by id, or drops it when `next` is null. */
function patch(list: readonly ClientComment[], id: number, next: ClientComment | null): ClientComment[] {
  return list.flatMap((item) => {
    if (item.id === id) return next ? [{ ...next, replies: item.replies }] : [];
    return [item.replies ? { ...item, replies: patch(item.replies, id, next) } : item];
  });
}

export function CommentThread({ storyId, gated, lang }: Props) {
  const labels: Labels = words[lang];
  const member = useSiteStore((state) => state.member);
  const [comments, setComments] = useState<ClientComment[]>([]);
  const [total, setTotal] = useState(0);
  // Where the next page starts (the last answer's cursor): comments posted since neither repeat nor push one out.
  const [next, setNext] = useState<string | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [notice, setNotice] = useState<string | null>(null);
  const verified = member.value?.['verification-status'] === 'verified';

  const load = useCallback(
    (before: string | null) =>
      fetchThread(storyId, before, verified, labels.loadFailed).then(
        (answer) => {
          // A second click on "more" asks for the same page again: it adds nothing twice.
          setComments((current) => (before === null ? [...answer.data] : [...current, ...answer.data.filter((item) => !current.some((shown) => shown.id === item.id))]));
          setTotal(answer.total);
          setNext(answer.next);
          setStatus('ready');
        },
        () => setStatus('failed'),
      ),
    [storyId, verified, labels.loadFailed],
  );

  // Registered-only stories keep their discussion for members; reading it takes the token of a verified one.
  const hidden = gated && !member.value;
  const readable = !hidden && (!gated || verified);

  useEffect(() => {
    if (!member.loading && readable) void load(null);
  }, [member.loading, readable, load]);

  if (hidden) return null;
  if (!readable) return <p className={styles.line}>{labels.verifyToComment}</p>;
  const signInHref = signInPath(`${typeof window === 'undefined' ? '/' : window.location.pathname}#comments`);

  async function add(parentId: number | null, text: string) {
    const posted = await postComment(storyId, parentId, text, labels.errors.generic);
    setNotice(posted.attributes.status === 'pending' ? labels.postedPending : labels.posted);
    if (parentId === null) {
      setComments((current) => [{ ...posted, replies: [] }, ...current]);
      setTotal((current) => current + 1);
    } else {
      setComments((current) => current.map((item) => (item.id === parentId ? { ...item, replies: [...(item.replies ?? []), posted] } : item)));
    }
  }

  return (
    <div data-component="comment-thread" aria-busy={status === 'loading'}>
      {/* The first line is the count, or "loading" in its place: the lines below keep their places (CLS). */}
      {status === 'ready' && <p className={`${styles.line} ${styles.count}`} data-part="count">{total ? fill(labels.count, { count: localiseDigits(total, lang) }) : labels.none}</p>}
      {status === 'loading' && <p className={`${styles.line} ${styles.muted}`}>{labels.loading}</p>}
      {verified ? (
        <CommentForm label={labels.label} submit={labels.submit} labels={labels} onSubmit={(text) => add(null, text)} />
      ) : member.value ? (
        <p className={styles.line}>{labels.verifyToComment}</p>
      ) : (
        <p className={styles.line}>
          <a href={signInHref}>{labels.signInToComment}</a>
        </p>
      )}
      <p className={styles.notice} role="status">
        {notice}
      </p>
      {status === 'failed' && (
        <p className={styles.error} role="alert">
          {labels.loadFailed}
        </p>
      )}
      <ol className={styles.list} role="list">
        {comments.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            labels={labels}
            lang={lang}
            canReply={verified}
            onReply={(parent, text) => add(parent.id, text)}
            onEdit={async (target, text) => {
              const edited = await editComment(target.id, text, labels.errors.generic);
              setComments((current) => patch(current, target.id, edited));
            }}
            onDelete={async (target) => {
              await deleteComment(target.id, labels.errors.generic);
              setComments((current) => patch(current, target.id, null));
            }}
          />
        ))}
      </ol>
      {next !== null && (
        <button type="button" className={styles.button} onClick={() => void load(next)}>
          {labels.more}
        </button>
      )}
    </div>
  );
}
