'use client';

import { useState } from 'react';
import { LiveButton } from '@/components/ui/live-button.client';
import { authCall, localTarget } from '@/lib/auth/client';
import { useSiteStore } from '@/lib/store/site-store';
import formStyles from './auth-form.module.css';

interface Props {
  readonly token: string;
  readonly label: string;
  readonly working: string;
}

/**
 * The mailed link opens this page; only pressing the button (a POST) signs in, so a mail
 * scanner that opens links cannot use it up. The outcome lands on the spec's popups.
 */
export function VerifyLinkConfirm({ token, label, working }: Props) {
  const setMember = useSiteStore((store) => store.setMember);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    const result = await authCall('POST', 'login/verification-link', { token });
    if (result.ok) {
      setMember(result.body.user);
      const target = new URL(localTarget(result.body['redirect-url']), window.location.origin);
      target.hash = 'email-verified';
      return window.location.assign(target.toString());
    }
    const hash = result.status === 410 ? 'token-consumed' : result.status === 400 ? 'invalid-token' : 'internal-error';
    // A full load: the header and the popups start again from the new state.
    window.location.assign(new URL(`/#${hash}`, window.location.origin).toString());
  };

  return (
    <LiveButton className={formStyles.submit} type="button" onClick={confirm} busy={busy}>
      {busy ? working : label}
    </LiveButton>
  );
}
