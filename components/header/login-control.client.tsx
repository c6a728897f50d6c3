'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { fromAnotherTab, LOGOUT_CHANNEL } from '@/lib/auth/client';
import { refreshIntegrationToken } from '@/lib/members/client';
import { inTaskOfItsOwn } from '@/lib/navigation/after-load';
import { emitSiteEvent } from '@/lib/store/events';
import { useSiteStore, type Member } from '@/lib/store/site-store';
import { signInPath } from '@/lib/routes/paths';
import styles from './login-control.module.css';

interface Props {
  labels: { login: string; verifyEmail: string; account: string };
}

/** Set (not HttpOnly) beside the session cookie at sign-in: without it the reader is anonymous and no call is made. */
export const SIGNED_IN_HINT_COOKIE = 'alokpat-signed-in';

function maybeSignedIn(): boolean {
  return document.cookie.split('; ').some((entry) => entry.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

/**
 * Login control or avatar menu (docs/product.md, "States"): anonymous readers get a login link
 * that returns to this page, unverified members a Verify Email link, verified members
 * their avatar (or the first letter of their email) linking to /profile. The page is
 * public and cached, so who the reader is comes from the current-member call here.
 */
export function LoginControl({ labels }: Props) {
  const member = useSiteStore((store) => store.member);
  const setMember = useSiteStore((store) => store.setMember);
  const pathname = usePathname() ?? '/';

  useEffect(() => {
    if (!member.loading) return;
    // Not in the flush of the page's effects: the answer re-renders every island that reads the member.
    return inTaskOfItsOwn(() => {
      if (!maybeSignedIn()) {
        setMember(null);
        useSiteStore.getState().setIntegrationToken(null);
        return;
      }
      fetch('/api/auth/v1/users/me', { credentials: 'same-origin', headers: { accept: 'application/json' } })
        .then(async (response) => (response.ok ? ((await response.json()) as { user?: Member }).user ?? null : null))
        .catch(() => null)
        .then((user) => {
          setMember(user);
          emitSiteEvent('member-updated', user);
          // Bookmarks and comments authorise with the integration token of a verified member.
          if (user?.['verification-status'] === 'verified') void refreshIntegrationToken();
          else useSiteStore.getState().setIntegrationToken(null);
        });
    });
  }, [member.loading, setMember]);

  useEffect(() => {
    if (!('BroadcastChannel' in window)) return;
    // Logout in another tab: forget the reader here too, and leave a personal page.
    const channel = new BroadcastChannel(LOGOUT_CHANNEL);
    // forgetReader comes with the logout button's module, fetched only when it is needed.
    channel.onmessage = (event: MessageEvent<unknown>) => {
      // This tab's own logout is leaving already (LogoutButton).
      if (!fromAnotherTab(event.data)) return;
      void import('@/components/auth/logout-button.client').then(({ forgetReader }) =>
        forgetReader(() => {
          if (document.querySelector('[data-account-page]')) window.location.assign(window.location.origin);
        }),
      );
    };
    return () => channel.close();
  }, []);

  if (member.loading) return <span className={styles.control} data-component="login-control" data-state="loading" aria-hidden="true" />;
  const user = member.value;
  if (!user) {
    return (
      <a className={styles.control} data-component="login-control" data-state="sign-in" href={signInPath(pathname)}>
        {labels.login}
      </a>
    );
  }
  if (user['verification-status'] !== 'verified') {
    return (
      <a className={`${styles.control} ${styles.verify}`} data-component="login-control" data-state="verify" href="/profile#email-verification">
        {labels.verifyEmail}
      </a>
    );
  }
  return (
    <a className={`${styles.control} ${styles.avatar}`} data-component="login-control" data-state="avatar" href="/profile" aria-label={labels.account}>
      {user['avatar-url'] ? (
        // eslint-disable-next-line @next/next/no-img-element -- a member's own small avatar from the media store
        <img src={user['avatar-url']} alt="" width={32} height={32} />
      ) : (
        <span aria-hidden="true">{user.email.charAt(0).toUpperCase()}</span>
      )}
    </a>
  );
}
