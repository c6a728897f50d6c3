'use client';

import { useState, type FormEvent } from 'react';
import { authCall, localTarget } from '@/lib/auth/client';
import { formText } from '@/lib/forms/read';
import { FORM_ACTIONS } from '@/lib/routes/paths';
import { isCode, validateEmail, validateName, validateNewPassword } from '@/lib/auth/validation';
import { useSiteStore } from '@/lib/store/site-store';
import { Field } from './field';
import { errorText, fill, type AuthLabels } from './labels';
import formStyles from './auth-form.module.css';

interface Props {
  readonly labels: AuthLabels;
  readonly redirect: string;
  /** The message of the error a post of this form without JavaScript came back with (lib/auth/forms.ts). */
  readonly error?: string | null;
  /** The name and address that post sent (lib/auth/forms.ts, `keptFields`): the form shows them filled in. */
  readonly name?: string;
  readonly email?: string;
}

type Errors = Partial<Record<'name' | 'email' | 'password' | 'confirm-password' | 'otp', string>>;

/** Sign-up with the validation of docs/product.md, "Validation", then the mailed code confirms the address. */
export function SignUpForm({ labels, redirect, error: posted = null, name = '', email = '' }: Props) {
  const setMember = useSiteStore((store) => store.setMember);
  // The address the code went to (for the notice); the inputs themselves are uncontrolled (name + defaultValue) and
  // read from the form at submit, so text typed into the server-rendered form before the JavaScript arrived survives hydration.
  const [sentTo, setSentTo] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(posted);
  const [busy, setBusy] = useState(false);

  const message = (key: string | null | undefined) => (key ? (labels.errors as Record<string, string>)[key] ?? labels.errors.generic : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = formText(event.currentTarget);
    const values = { name: read('name'), email: sent ? sentTo : read('email'), password: read('password'), confirm: read('confirm-password'), otp: read('otp') };
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
    setSentTo(values.email);
    setSent(true);
  };

  return (
    // action and method: without JavaScript the browser posts the form itself; the server mails the code and opens the sign-in page's code step.
    <form className={formStyles.form} action={FORM_ACTIONS.signUp} method="post" onSubmit={submit} noValidate>
      <input type="hidden" name="redirect-url" value={redirect} />
      {!sent ? (
        <>
          <Field label={labels.name} name="name" autoComplete="name" defaultValue={name} error={errors.name} />
          <Field label={labels.email} name="email" type="email" autoComplete="email" defaultValue={email} error={errors.email} />
          <Field label={labels.password} name="password" type="password" autoComplete="new-password" defaultValue="" error={errors.password} />
          <Field label={labels.confirmPassword} name="confirm-password" type="password" autoComplete="new-password" defaultValue="" error={errors['confirm-password']} />
        </>
      ) : (
        <>
          <p className={formStyles.notice} role="status">
            {fill(labels.signUpSent, { email: sentTo })}
          </p>
          <Field label={labels.code} name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} defaultValue="" error={errors.otp} />
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
