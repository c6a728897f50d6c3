'use client';

import { useState, type FormEvent } from 'react';
import { authCall } from '@/lib/auth/client';
import { validateNewPassword } from '@/lib/auth/validation';
import { Field } from './field';
import { errorText, type AuthLabels, type ProfileLabels } from './labels';
import formStyles from './auth-form.module.css';

/** Current password, then the new one twice; the server ends every other session. */
export function ChangePasswordForm({ labels, profile }: { readonly labels: AuthLabels; readonly profile: ProfileLabels }) {
  const [values, setValues] = useState({ current: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value });
  const message = (key: string | null) => (key ? (labels.errors as Record<string, string>)[key] : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <Field label={profile.currentPassword} name="current-password" type="password" autoComplete="current-password" value={values.current} onChange={set('current')} error={errors['current-password']} />
      <Field label={labels.newPassword} name="new-password" type="password" autoComplete="new-password" value={values.password} onChange={set('password')} error={errors['new-password']} />
      <Field label={labels.confirmPassword} name="confirm-password" type="password" autoComplete="new-password" value={values.confirm} onChange={set('confirm')} error={errors['confirm-password']} />
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
      <button className={formStyles.submit} type="submit" disabled={busy}>
        {busy ? labels.working : profile.save}
      </button>
    </form>
  );
}
