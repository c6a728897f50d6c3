'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { authCall, xsrfToken } from '@/lib/auth/client';
import { validateEmail } from '@/lib/auth/validation';
import { fill } from '@/lib/i18n/fill';
import { formText } from '@/lib/forms/read';
import { LiveButton } from '@/components/ui/live-button.client';
import type { Messages } from '@/lib/i18n/messages';
import { Field, TextAreaField } from '@/components/auth/field';
import formStyles from '@/components/auth/auth-form.module.css';
import styles from './report-form.module.css';

export interface ReportFormLabels {
  readonly form: Messages['submit'];
  readonly errors: Messages['auth']['errors'];
}

interface Props {
  readonly labels: ReportFormLabels;
  /** The signed-in member's email; null for a reader who proves a mailbox with a code. */
  readonly memberEmail: string | null;
  readonly signInHref: string;
}

/** lib/submissions/submissions.ts's limits, checked here first so a reader on mobile data does not upload in vain. */
const MAX_PHOTOS = 5;
const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
/** What the reader typed, kept in this tab until the report is sent (a reload or a failed upload loses nothing). */
const DRAFT_KEY = 'report-draft';
const TEXT_FIELDS = ['title', 'body', 'place', 'contact', 'email'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type Draft = Record<TextField, string>;
const EMPTY: Draft = { title: '', body: '', place: '', contact: '', email: '' };

type ErrorCode = keyof Messages['auth']['errors'];

/**
 * The ugc page's form (docs/product.md, "Reader submissions"): a headline, the text, a
 * place, contact details and up to five photos, sent as one multipart POST. A reader who
 * is not signed in asks for a code by email and types it in. Nothing typed is lost: the
 * text is kept in sessionStorage and the photos in the page until the server answers 201.
 * The text fields are uncontrolled (lib/forms/read.ts), so what a reader typed before the
 * JavaScript arrived survives hydration; the send button works only then, so it is
 * disabled until then (which also keeps Enter from submitting the form natively).
 */
export function ReportForm({ labels, memberEmail, signInHref }: Props) {
  const t = labels.form;
  // What a new form starts with: empty, or the address of the report just sent ("send another"). The fields are uncontrolled.
  const [start, setStart] = useState<Draft>(EMPTY);
  const formRef = useRef<HTMLFormElement>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const [code, setCode] = useState('');
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  /** The text fields as they are now. */
  const typed = (): Draft => {
    const field = formRef.current ? formText(formRef.current) : () => '';
    return Object.fromEntries(TEXT_FIELDS.map((name) => [name, field(name)])) as Draft;
  };

  const keep = () => {
    try {
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify(typed()));
    } catch {
      // storage full or off: the page still holds the text
    }
  };

  const message = (code: string | undefined): string => (code && code in labels.errors ? labels.errors[code as ErrorCode] : labels.errors.generic);

  const choosePhotos = (files: FileList | null) => {
    const chosen = [...photos, ...Array.from(files ?? [])];
    if (fileInput.current) fileInput.current.value = '';
    let problem: ErrorCode | null = null;
    if (chosen.length > MAX_PHOTOS) problem = 'photosTooMany';
    else if (chosen.some((file) => !PHOTO_TYPES.includes(file.type))) problem = 'photoType';
    else if (chosen.some((file) => file.size > MAX_PHOTO_BYTES)) problem = 'photoTooLarge';
    setFieldErrors((current) => ({ ...current, photos: problem ? labels.errors[problem] : undefined }));
    if (!problem) setPhotos(chosen);
  };

  // The draft kept in this tab comes back into the fields a reader has not typed in (before hydration, say); what they typed is kept.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    try {
      const kept = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as Partial<Draft> | null;
      for (const name of TEXT_FIELDS) {
        const field = form.elements.namedItem(name);
        if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value === '' && typeof kept?.[name] === 'string') field.value = kept[name];
      }
    } catch {
      // no storage (private mode) or a damaged entry: the fields stay as they are
    }
    keep();
    // Photos picked before hydration are in the picker, not yet in the list.
    if (fileInput.current?.files?.length) choosePhotos(fileInput.current.files);
    // Once, on mount: the fields are uncontrolled from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const sendCode = async () => {
    const { email } = typed();
    const problem = validateEmail(email);
    setFieldErrors((current) => ({ ...current, email: problem ? labels.errors[problem] : undefined }));
    if (problem) return;
    setBusy(true);
    const result = await authCall('POST', 'submissions/send-otp', { email });
    setBusy(false);
    if (!result.ok) return setError(result.status === 0 ? t.offline : typeof result.body.error === 'string' ? result.body.error : labels.errors.generic);
    setError(null);
    setCodeSentTo(email.trim());
    setNotice(typeof result.body.notice === 'string' ? result.body.notice : null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const draft = typed();
    const form = new FormData();
    for (const name of ['title', 'body', 'place', 'contact'] as const) form.set(name, draft[name]);
    if (!memberEmail) {
      form.set('email', draft.email);
      form.set('otp', code.trim());
    }
    for (const photo of photos) form.append('photos', photo, photo.name);
    setBusy(true);
    setError(null);
    let status = 0;
    let body: { error?: string; code?: string; fields?: Record<string, string>; submission?: { id: number } } = {};
    try {
      const response = await fetch('/api/auth/v1/submissions', { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json', 'x-xsrf-token': await xsrfToken() }, body: form });
      status = response.status;
      body = (await response.json().catch(() => ({}))) as typeof body;
    } catch {
      status = 0;
    }
    setBusy(false);
    if (status === 201 && body.submission) {
      sessionStorage.removeItem(DRAFT_KEY);
      setStart({ ...EMPTY, email: draft.email });
      setSent(body.submission.id);
      return;
    }
    setFieldErrors(Object.fromEntries(Object.entries(body.fields ?? {}).map(([field, fieldCode]) => [field === 'otp' ? 'code' : field, message(fieldCode)])));
    setError(status === 0 ? t.offline : body.fields ? null : `${body.error ?? labels.errors.generic} ${t.failed}`);
  };

  if (sent !== null) {
    return (
      <div className={formStyles.form}>
        <p className={formStyles.notice} role="status">
          {fill(t.sent, { id: String(sent) })}
        </p>
        <button
          className={styles.action}
          type="button"
          onClick={() => {
            setPhotos([]);
            setCode('');
            setCodeSentTo(null);
            setSent(null);
          }}
        >
          {t.another}
        </button>
      </div>
    );
  }

  return (
    <form ref={formRef} className={formStyles.form} onSubmit={submit} onChange={keep} noValidate data-component="report-form">
      <p>{t.intro}</p>
      <Field label={t.headline} name="title" defaultValue={start.title} maxLength={200} required error={fieldErrors.title} />
      <TextAreaField label={t.body} name="body" rows={8} defaultValue={start.body} maxLength={20_000} required error={fieldErrors.body} />
      <Field label={t.place} name="place" defaultValue={start.place} maxLength={200} autoComplete="address-level2" error={fieldErrors.place} />
      <Field label={t.contact} name="contact" defaultValue={start.contact} maxLength={200} autoComplete="off" error={fieldErrors.contact} />
      <div className={styles.photos}>
        <label htmlFor="field-photos">{t.photos}</label>
        {/* The native picker's own words follow the browser's language, and its intrinsic width does not fit a 320 px
            screen: it is hidden (still focusable) behind a second label drawn as a button in the edition's language. */}
        <input
          ref={fileInput}
          className="visually-hidden"
          id="field-photos"
          name="photos"
          type="file"
          accept={PHOTO_TYPES.join(',')}
          multiple
          disabled={photos.length >= MAX_PHOTOS}
          aria-invalid={fieldErrors.photos ? true : undefined}
          aria-describedby={fieldErrors.photos ? 'field-photos-error' : undefined}
          onChange={(event) => choosePhotos(event.target.files)}
        />
        <label htmlFor="field-photos" className={styles.pick} data-disabled={photos.length >= MAX_PHOTOS ? '' : undefined}>
          {t.choosePhotos}
        </label>
        {fieldErrors.photos && (
          <p className={formStyles.error} id="field-photos-error" role="alert">
            {fieldErrors.photos}
          </p>
        )}
        {photos.length > 0 && (
          <>
            <p role="status">{fill(t.photosChosen, { count: String(photos.length) })}</p>
            <ul className={styles.chosen} role="list">
              {photos.map((photo, index) => (
                <li key={`${photo.name}-${index}`}>
                  <span className={styles.name}>{photo.name}</span>
                  <button className={styles.remove} type="button" onClick={() => setPhotos(photos.filter((_, at) => at !== index))}>
                    {fill(t.removePhoto, { name: photo.name })}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      {memberEmail ? (
        <p className={styles.identity}>{fill(t.signedInAs, { email: memberEmail })}</p>
      ) : (
        <fieldset className={styles.identityBox}>
          <legend>{t.identity}</legend>
          <Field label={t.email} name="email" type="email" autoComplete="email" defaultValue={start.email} hint={t.emailHint} error={fieldErrors.email} />
          <LiveButton className={styles.action} type="button" onClick={sendCode} busy={busy}>
            {t.sendCode}
          </LiveButton>
          {codeSentTo && (
            <p className={formStyles.notice} role="status">
              {fill(t.codeSent, { email: codeSentTo })} {notice}
            </p>
          )}
          <Field label={t.code} name="otp" id="field-code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} value={code} onChange={(event) => setCode(event.target.value)} error={fieldErrors.code} />
          <a className={formStyles.link} href={signInHref}>
            {t.signIn}
          </a>
        </fieldset>
      )}
      {error && (
        <p className={formStyles.error} role="alert">
          {error}
        </p>
      )}
      <LiveButton className={formStyles.submit} type="submit" busy={busy}>
        {busy ? t.sending : t.submit}
      </LiveButton>
    </form>
  );
}
