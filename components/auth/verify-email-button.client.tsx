'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { LiveButton } from '@/components/ui/live-button.client';
import { authCall } from '@/lib/auth/client';
import formStyles from './auth-form.module.css';

/**
 * For an unverified member: mails a verification link, then the #email-verification popup
 * names the address. The header's Verify Email link lands here with that hash already set,
 * so arriving with it sends the mail too (once per visit).
 */
export function VerifyEmailButton({ email, label, error }: { readonly email: string; readonly label: string; readonly error: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const sentOnArrival = useRef(false);

  const send = useCallback(async () => {
    const result = await authCall('POST', 'users/send-verification-link', { email, 'redirect-url': '/profile' });
    if (result.ok) {
      // Arriving by a client-side link with the hash already set fires no hashchange: announce it.
      if (window.location.hash === '#email-verification') window.dispatchEvent(new HashChangeEvent('hashchange'));
      else window.location.hash = 'email-verification';
    } else setFailed(typeof result.body.error === 'string' ? result.body.error : error);
  }, [email, error]);

  useEffect(() => {
    if (sentOnArrival.current || window.location.hash !== '#email-verification') return;
    sentOnArrival.current = true;
    void send();
  }, [send]);

  return (
    <>
      <LiveButton className={`${formStyles.submit} ${formStyles.secondary}`} type="button" onClick={send}>
        {label}
      </LiveButton>
      {failed && (
        <p className={formStyles.error} role="alert">
          {failed}
        </p>
      )}
    </>
  );
}
