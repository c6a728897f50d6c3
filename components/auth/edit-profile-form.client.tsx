'use client';

import { useState, type ChangeEvent, type FormEvent } from 'react';
import { LiveButton } from '@/components/ui/live-button.client';
import { authCall } from '@/lib/auth/client';
import { validateName } from '@/lib/auth/validation';
import { formText } from '@/lib/forms/read';
import { useSiteStore } from '@/lib/store/site-store';
import { Field } from './field';
import { errorText, type AuthLabels, type ProfileLabels } from './labels';
import formStyles from './auth-form.module.css';
import styles from './edit-profile-form.module.css';

const MAX_BYTES = 2 * 1024 * 1024;
const TYPES = ['image/png', 'image/jpeg', 'image/webp'];

interface Props {
  readonly labels: AuthLabels;
  readonly profile: ProfileLabels;
  readonly name: string;
  readonly avatarUrl: string | null;
}

/** Name, and an avatar uploaded to the target of GET /api/sign then set with temp-s3-key. */
export function EditProfileForm({ labels, profile, name: initialName, avatarUrl: initialAvatar }: Props) {
  const setMember = useSiteStore((store) => store.setMember);
  const [avatar, setAvatar] = useState(initialAvatar);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The name is uncontrolled (name + defaultValue) and read from the form at submit (lib/forms/read.ts): what a reader typed before hydration survives it.
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = formText(event.currentTarget)('name');
    const problem = validateName(name);
    if (problem) return setError(labels.errors[problem]);
    setBusy(true);
    const result = await authCall('POST', 'users/profile', { name });
    setBusy(false);
    if (!result.ok) return setError(errorText(labels, result.body, result.status));
    setMember(result.body.user);
    setError(null);
    setNotice(profile.saved);
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setNotice(null);
    if (file.size > MAX_BYTES) return setError(labels.errors.imageTooLarge);
    if (!TYPES.includes(file.type)) return setError(labels.errors.imageType);
    setBusy(true);
    try {
      const sign = await fetch('/api/sign', { credentials: 'same-origin' });
      if (!sign.ok) return setError(labels.errors.notSignedIn);
      const target = (await sign.json()) as { 'upload-url': string };
      const path = target['upload-url'].replace(/^\/api\/auth\/v1\//, '');
      const stored = await authCall('PUT', path, undefined, file);
      if (!stored.ok) return setError(errorText(labels, stored.body, stored.status));
      const result = await authCall('POST', 'users/profile', { 'temp-s3-key': stored.body['temp-s3-key'] });
      if (!result.ok) return setError(errorText(labels, result.body, result.status));
      setMember(result.body.user);
      setAvatar(result.body.user['avatar-url']);
      setError(null);
      setNotice(profile.uploaded);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={formStyles.form} method="post" onSubmit={save} noValidate data-component="edit-profile-form">
      <div className={styles.avatar}>
        {avatar ? (
          // eslint-disable-next-line @next/next/no-img-element -- the member's own avatar from the media store
          <img className={styles.image} src={avatar} alt={profile.avatar} width={96} height={96} />
        ) : (
          <span className={`${styles.image} ${styles.empty}`} aria-hidden="true" />
        )}
        <label className={`${formStyles.submit} ${formStyles.secondary} ${styles.upload}`}>
          {profile.upload}
          <input className="visually-hidden" type="file" name="avatar" accept={TYPES.join(',')} onChange={upload} disabled={busy} />
        </label>
        <p className={styles.hint}>{profile.avatarHint}</p>
      </div>
      <Field label={profile.name} name="name" autoComplete="name" defaultValue={initialName} maxLength={100} />
      {error && (
        <p className={formStyles.error} role="alert">
          {error}
        </p>
      )}
      {notice && (
        <p className={formStyles.notice} role="status">
          {notice}
        </p>
      )}
      <LiveButton className={formStyles.submit} type="submit" busy={busy}>
        {busy ? labels.working : profile.save}
      </LiveButton>
    </form>
  );
}
