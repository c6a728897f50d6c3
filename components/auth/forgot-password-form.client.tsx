'use client';

import { useState, type FormEvent } from 'react';
import { LiveButton } from '@/components/ui/live-button.client';
import { authCall } from '@/lib/auth/client';
import { validateEmail } from '@/lib/auth/validation';
import { formText } from '@/lib/forms/read';
import { RESET_PASSWORD_PATH } from '@/lib/routes/paths';
import { Field } from './field';
import { errorText, fill, type AuthLabels } from './labels';
import { rememberResetEmail } from './reset-email';
import formStyles from './auth-form.module.css';

/** Asks for a reset mail (link and code); `current-host` makes the link open on this brand's host. */
export function ForgotPasswordForm({ labels }: { readonly labels: AuthLabels }) {
  // The input is uncontrolled (name + defaultValue) and read from the form at submit (lib/forms/read.ts): what a reader typed before hydration survives it.
  // The address the mail went to, for the notice.
  const [sentTo, setSentTo] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = formText(event.currentTarget)('email');
    const problem = validateEmail(email);
    setFieldError(problem ? labels.errors[problem] : null);
    if (problem) return;
    setBusy(true);
    const result = await authCall('POST', 'users/forgot-password', { email, 'current-host': window.location.host });
    setBusy(false);
    if (!result.ok) return setError(errorText(labels, result.body, result.status));
    setError(null);
    setSentTo(email);
    rememberResetEmail(email);
    setSent(true);
  };

  if (sent) {
    return (
      <div className={formStyles.form}>
        <p className={formStyles.notice} role="status">
          {fill(labels.resetSent, { email: sentTo })}
        </p>
        <a className={formStyles.link} href={RESET_PASSWORD_PATH}>
          {labels.haveCode}
        </a>
      </div>
    );
  }
  return (
    <form className={formStyles.form} method="post" onSubmit={submit} noValidate>
      <p>{labels.forgotIntro}</p>
      <Field label={labels.email} name="email" type="email" autoComplete="email" defaultValue="" error={fieldError} />
      {error && (
        <p className={formStyles.error} role="alert">
          {error}
        </p>
      )}
      <LiveButton className={formStyles.submit} type="submit" busy={busy}>
        {busy ? labels.working : labels.sendReset}
      </LiveButton>
    </form>
  );
}
