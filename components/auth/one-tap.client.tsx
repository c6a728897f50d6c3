'use client';

import { useEffect } from 'react';
import { authCall } from '@/lib/auth/client';
import { useSiteStore } from '@/lib/store/site-store';

/** docs/product.md, "Business constants": the one-tap script loads this long after the page has loaded. */
export const ONE_TAP_DELAY_MS = 3_500;
export const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';

interface GoogleId {
  initialize(options: { client_id: string; callback: (response: { credential: string }) => void; cancel_on_tap_outside: boolean }): void;
  prompt(): void;
}

async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function signIn(credential: string): Promise<void> {
  const result = await authCall('POST', 'login/google-one-tap', { token: credential });
  // docs/product.md, "Errors": a failed login call is only logged.
  if (!result.ok) return console.error('one-tap sign-in failed:', result.status);
  const email = (result.body.user as { email?: string } | undefined)?.email;
  if (email) window.localStorage.setItem('userID', await sha256Hex(email));
  window.location.reload();
}

/** Google one-tap for anonymous readers, only when configured (docs/product.md, "States"). */
export function OneTap({ clientId }: { readonly clientId: string }) {
  const member = useSiteStore((store) => store.member);
  const anonymous = !member.loading && member.value === null;

  useEffect(() => {
    if (!anonymous) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      timer = setTimeout(() => {
        if (document.querySelector(`script[src="${GOOGLE_SCRIPT}"]`)) return;
        const script = document.createElement('script');
        script.src = GOOGLE_SCRIPT;
        script.async = true;
        script.onload = () => {
          const id = (window as unknown as { google?: { accounts?: { id?: GoogleId } } }).google?.accounts?.id;
          id?.initialize({ client_id: clientId, callback: (response) => void signIn(response.credential), cancel_on_tap_outside: true });
          id?.prompt();
        };
        document.head.appendChild(script);
      }, ONE_TAP_DELAY_MS);
    };
    if (document.readyState === 'complete') load();
    else window.addEventListener('load', load, { once: true });
    return () => {
      window.removeEventListener('load', load);
      clearTimeout(timer);
    };
  }, [anonymous, clientId]);

  return null;
}
