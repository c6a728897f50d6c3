'use client';

import { useState, type FormEvent } from 'react';
import { authCall, localTarget } from '@/lib/auth/client';
import { isCode, validateEmail, validateName, validateNewPassword } from '@/lib/auth/validation';
import { useSiteStore } from '@/lib/store/site-store';
import { Field } from './field';
import { errorText, fill, type AuthLabels } from './labels';
import formStyles from './auth-form.module.css';

interface Props {
  readonly labels: AuthLabels;
  readonly redirect: string;
}

type Errors = Partial<Record<'name' | 'email' | 'password' | 'confirm-password' | 'otp', string>>;

/** Sign-up with the validation of docs/product.md, "Validation", then the mailed code confirms the address. */
export function SignUpForm({ labels, redirect }: Props) {
  const setMember = useSiteStore((store) => store.setMember);
  const [values, setValues] = useState({ name: '', email: '', password: '', confirm: '', otp: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value });
  const message = (key: string | null | undefined) => (key ? (labels.errors as Record<string, string>)[key] ?? labels.errors.generic : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (sent) {
      if (!isCode(values.otp)) return setErrors({ otp: labels.errors.codeInvalid });
      setBusy(true);
      const result = await authCall('POST', 'login/otp', { email: values.email, otp: values.otp, 'redirect-url': redirect });
      setBusy(false);
      if (!result.ok) return setError(errorText(labels, result.body, result.status));
      setMember(result.body.user);
      return window.location.assign(localTarget(result.body['redirect-url']));
    }
    const passwords = validateNewPassword(values.password, values.confirm);
    const found: Errors = {
      name: message(validateName(values.name)),
      email: message(validateEmail(values.email)),
      password: message(passwords.password),
      'confirm-password': message(passwords.confirm),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    const result = await authCall('POST', 'users/sign-up', { name: values.name, email: values.email, password: values.password, 'confirm-password': values.confirm, 'redirect-url': redirect });
    setBusy(false);
    if (!result.ok) {
      const fields = (result.body.fields ?? {}) as Record<string, string>;
      setErrors(Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, message(key)])));
      return setError(errorText(labels, result.body, result.status));
    }
    setSent(true);
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      {!sent ? (
        <>
          <Field label={labels.name} name="name" autoComplete="name" value={values.name} onChange={set('name')} error={errors.name} />
          <Field label={labels.email} name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} />
          <Field label={labels.password} name="password" type="password" autoComplete="new-password" value={values.password} onChange={set('password')} error={errors.password} />
          <Field label={labels.confirmPassword} name="confirm-password" type="password" autoComplete="new-password" value={values.confirm} onChange={set('confirm')} error={errors['confirm-password']} />
        </>
      ) : (
        <>
          <p className={formStyles.notice} role="status">
            {fill(labels.signUpSent, { email: values.email })}
          </p>
          <Field label={labels.code} name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={values.otp} onChange={set('otp')} error={errors.otp} />
        </>
      )}
      {error && (
        <p className={formStyles.error} role="alert">
          {error}
        </p>
      )}
      <button className={formStyles.submit} type="submit" disabled={busy}>
        {busy ? labels.working : sent ? labels.submitCode : labels.signUp}
      </button>
    </form>
  );
}
