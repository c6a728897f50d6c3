'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { authCall, localTarget, REDIRECT_STORAGE_KEY } from '@/lib/auth/client';
import { formText } from '@/lib/forms/read';
import { FORM_ACTIONS } from '@/lib/routes/paths';
import { isCode, validateEmail } from '@/lib/auth/validation';
import { useSiteStore, type Member } from '@/lib/store/site-store';
import { Field } from './field';
import { errorText, fill, type AuthLabels } from './labels';
import formStyles from './auth-form.module.css';

type Method = 'password' | 'code' | 'link';

/** What a post of this form without JavaScript came back to say (lib/auth/forms.ts): the secret it sent, and the error's message. */
export type SignInSent = 'code' | 'link' | 'sign-up' | null;

interface Props {
  readonly labels: AuthLabels;
  readonly redirect: string;
  readonly sent?: SignInSent;
  readonly error?: string | null;
  /** The address that post sent (lib/auth/forms.ts, `keptFields`): the form shows it filled in. */
  readonly email?: string;
}

const SENT_NOTICE = { code: 'codeSentForm', link: 'linkSentForm', 'sign-up': 'signUpSentForm' } as const;

/** Sign in by password, by a mailed one-time code, or by a mailed link (docs/product.md, "Readers and brands"). */
export function SignInForm({ labels, redirect, sent = null, error: posted = null, email: typedEmail = '' }: Props) {
  const setMember = useSiteStore((store) => store.setMember);
  // After a native post (JavaScript off) that mailed a code, the page opens on the code step.
  const initialMethod: Method = sent === 'link' ? 'link' : sent ? 'code' : 'password';
  const [method, setMethod] = useState<Method>(initialMethod);
  const [codeSent, setCodeSent] = useState(sent === 'code' || sent === 'sign-up');
  const [notice, setNotice] = useState<string | null>(sent ? labels[SENT_NOTICE[sent]] : null);
  const [error, setError] = useState<string | null>(posted);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string | null>>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  // A reader may have picked another way to sign in before the JavaScript arrived: the form follows the DOM's choice.
  useEffect(() => {
    const picked = form.current?.querySelector<HTMLInputElement>('input[name="method"]:checked')?.value;
    if (picked === 'code' || picked === 'link') setMethod(picked);
  }, []);

  const signedIn = (body: { user?: Member; 'redirect-url'?: string }) => {
    if (body.user) setMember(body.user);
    window.location.assign(localTarget(body['redirect-url']));
  };

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  const checkEmail = (email: string): boolean => {
    const problem = validateEmail(email);
    setFieldErrors({ email: problem ? labels.errors[problem] : null });
    return !problem;
  };

  // The inputs are uncontrolled (name + defaultValue): their values are read from the form at submit, so text typed
  // into the server-rendered form before the JavaScript arrived survives hydration.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = formText(event.currentTarget);
    const email = read('email');
    const password = read('password');
    const code = read('otp').trim();
    if (!checkEmail(email)) return;
    try {
      window.localStorage.setItem(REDIRECT_STORAGE_KEY, redirect);
    } catch {
      // storage may be off; logout then returns to the origin
    }
    void run(async () => {
      if (method === 'password') {
        if (!password) return setFieldErrors({ password: labels.errors.passwordRequired });
        const result = await authCall('POST', 'login', { email, password, 'redirect-url': redirect });
        return result.ok ? signedIn(result.body) : setError(errorText(labels, result.body, result.status));
      }
      if (method === 'link') {
        const result = await authCall('POST', 'users/send-verification-link', { email, 'redirect-url': redirect });
        return result.ok ? setNotice(fill(labels.linkSent, { email })) : setError(errorText(labels, result.body, result.status));
      }
      if (!codeSent) {
        const result = await authCall('POST', 'users/send-otp', { email, mediums: ['email'], 'always-send': true, 'redirect-url': redirect });
        if (!result.ok) return setError(errorText(labels, result.body, result.status));
        setCodeSent(true);
        return setNotice(fill(labels.codeSent, { email }));
      }
      if (!isCode(code)) return setFieldErrors({ otp: labels.errors.codeInvalid });
      const result = await authCall('POST', 'login/otp', { email, otp: code, 'redirect-url': redirect });
      return result.ok ? signedIn(result.body) : setError(errorText(labels, result.body, result.status));
    });
  };

  const choose = (next: Method) => {
    setMethod(next);
    setNotice(null);
    setError(null);
    setCodeSent(false);
  };

  return (
    // action and method: without JavaScript the browser posts the form itself, and the server answers with the next page.
    <form ref={form} className={formStyles.form} action={FORM_ACTIONS.signIn} method="post" onSubmit={submit} noValidate>
      <input type="hidden" name="redirect-url" value={redirect} />
      <fieldset className={formStyles.methods}>
        <legend>{labels.methods}</legend>
        {(['password', 'code', 'link'] as const).map((option) => (
          <label key={option} className={formStyles.option}>
            <input type="radio" name="method" value={option} defaultChecked={option === initialMethod} onChange={() => choose(option)} />
            {option === 'password' ? labels.methodPassword : option === 'code' ? labels.methodCode : labels.methodLink}
          </label>
        ))}
      </fieldset>
      <Field label={labels.email} name="email" type="email" autoComplete="email" defaultValue={typedEmail} error={fieldErrors.email} required />
      {method === 'password' && (
        <Field label={labels.password} name="password" type="password" autoComplete="current-password" defaultValue="" error={fieldErrors.password} />
      )}
      {method === 'code' && codeSent && (
        <Field label={labels.code} name="otp" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} defaultValue="" error={fieldErrors.otp} />
      )}
      {notice && (
        <p className={formStyles.notice} role="status">
          {notice}
        </p>
      )}
      {error && (
        <p className={formStyles.error} role="alert">
          {error}
        </p>
      )}
      <button className={formStyles.submit} type="submit" disabled={busy}>
        {busy ? labels.working : method === 'password' ? labels.signIn : method === 'link' ? labels.sendLink : codeSent ? labels.submitCode : labels.sendCode}
      </button>
    </form>
  );
}
