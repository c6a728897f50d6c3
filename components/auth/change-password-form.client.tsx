'use client';

import { useState, type FormEvent } from 'react';
import { LiveButton } from '@/components/ui/live-button.client';
import { authCall } from '@/lib/auth/client';
import { validateNewPassword } from '@/lib/auth/validation';
import { formText } from '@/lib/forms/read';
import { Field } from './field';
import { errorText, type AuthLabels, type ProfileLabels } from './labels';
import formStyles from './auth-form.module.css';

/** Current password, then the new one twice; the server ends every other session. */
export function ChangePasswordForm({ labels, profile }: { readonly labels: AuthLabels; readonly profile: ProfileLabels }) {
  // The inputs are uncontrolled (name + defaultValue) and read from the form at submit (lib/forms/read.ts): what a reader typed before hydration survives it.
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const message = (key: string | null) => (key ? (labels.errors as Record<string, string>)[key] : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = formText(event.currentTarget);
    const values = { current: read('current-password'), password: read('new-password'), confirm: read('confirm-password') };
    const passwords = validateNewPassword(values.password, values.confirm);
    const found = { 'current-password': values.current ? undefined : labels.errors.passwordRequired, 'new-password': message(passwords.password), 'confirm-password': message(passwords.confirm) };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    const result = await authCall('POST', 'users/change-password', { 'current-password': values.current, 'new-password': values.password, 'confirm-password': values.confirm });
    setBusy(false);
    if (!result.ok) return setError(errorText(labels, result.body, result.status));
    setError(null);
    setDone(true);
  };

  return (
    <form className={formStyles.form} method="post" onSubmit={submit} noValidate>
      <Field label={profile.currentPassword} name="current-password" type="password" autoComplete="current-password" defaultValue="" error={errors['current-password']} />
      <Field label={labels.newPassword} name="new-password" type="password" autoComplete="new-password" defaultValue="" error={errors['new-password']} />
      <Field label={labels.confirmPassword} name="confirm-password" type="password" autoComplete="new-password" defaultValue="" error={errors['confirm-password']} />
      {error && (
        <p className={formStyles.error} role="alert">
          {error}
        </p>
      )}
      {done && (
        <p className={formStyles.notice} role="status">
          {profile.passwordChanged}
        </p>
      )}
      <LiveButton className={formStyles.submit} type="submit" busy={busy}>
        {busy ? labels.working : profile.save}
      </LiveButton>
    </form>
  );
}
