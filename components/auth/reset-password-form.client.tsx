'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LiveButton } from '@/components/ui/live-button.client';
import { authCall } from '@/lib/auth/client';
import { isCode, validateEmail, validateNewPassword } from '@/lib/auth/validation';
import { formText } from '@/lib/forms/read';
import { signInPath } from '@/lib/routes/paths';
import { Field } from './field';
import { errorText, type AuthLabels } from './labels';
import { recallResetEmail } from './reset-email';
import formStyles from './auth-form.module.css';

interface Props {
  readonly labels: AuthLabels;
  /** From the mailed link: reset-password-with-token. Without it: email + code (reset-password). */
  readonly token: string | null;
}

export function ResetPasswordForm({ labels, token }: Props) {
  // The inputs are uncontrolled (name + defaultValue) and read from the form at submit (lib/forms/read.ts): what a reader typed before hydration survives it.
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const message = (key: string | null) => (key ? (labels.errors as Record<string, string>)[key] : undefined);
  const form = useRef<HTMLFormElement>(null);

  // The address the code went to, kept by the forgot-password form of this tab (never in the URL), unless the reader typed one already.
  useEffect(() => {
    const email = form.current?.elements.namedItem('email');
    if (email instanceof HTMLInputElement && !email.value) email.value = recallResetEmail();
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = formText(event.currentTarget);
    const values = { email: read('email').trim(), otp: read('otp').trim(), password: read('new-password'), confirm: read('confirm-password') };
    const passwords = validateNewPassword(values.password, values.confirm);
    const found = {
      email: token ? undefined : message(validateEmail(values.email)),
      otp: token || isCode(values.otp) ? undefined : labels.errors.codeInvalid,
      'new-password': message(passwords.password),
      'confirm-password': message(passwords.confirm),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    const result = token
      ? await authCall('POST', 'users/reset-password-with-token', { token, 'new-password': values.password, 'confirm-password': values.confirm })
      : await authCall('POST', 'users/reset-password', { email: values.email, otp: values.otp, 'new-password': values.password, 'confirm-password': values.confirm });
    setBusy(false);
    // docs/product.md, "Errors": a failed reset shows the server's error field.
    if (!result.ok) return setError(errorText(labels, result.body, result.status));
    setDone(true);
  };

  if (done) {
    return (
      <div className={formStyles.form}>
        <p className={formStyles.notice} role="status">
          {labels.resetDone}
        </p>
        <a className={formStyles.link} href={signInPath()}>
          {labels.signIn}
        </a>
      </div>
    );
  }
  return (
    <form ref={form} className={formStyles.form} method="post" onSubmit={submit} noValidate>
      {!token && (
        <>
          <Field label={labels.email} name="email" type="email" autoComplete="email" defaultValue="" error={errors.email} />
          <Field label={labels.code} name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} defaultValue="" error={errors.otp} />
        </>
      )}
      <Field label={labels.newPassword} name="new-password" type="password" autoComplete="new-password" defaultValue="" error={errors['new-password']} />
      <Field label={labels.confirmPassword} name="confirm-password" type="password" autoComplete="new-password" defaultValue="" error={errors['confirm-password']} />
      {error && (
        <p className={formStyles.error} role="alert">
          {error}
        </p>
      )}
      <LiveButton className={formStyles.submit} type="submit" busy={busy}>
        {busy ? labels.working : labels.resetButton}
      </LiveButton>
    </form>
  );
}
