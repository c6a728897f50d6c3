'use client';

import { useState } from 'react';
import { LiveButton } from '@/components/ui/live-button.client';
import { authCall, LOGOUT_CHANNEL, logoutMessage, REDIRECT_STORAGE_KEY } from '@/lib/auth/client';
import { forgetOffline } from '@/lib/members/offline';
import { useSiteStore } from '@/lib/store/site-store';
import styles from './logout-button.module.css';

/**
 * Forgets who the reader was in this tab (docs/product.md, "States": user id, member, token,
 * bookmarks) and the pages kept offline. The pages go first, awaited (a page left mid-delete
 * kept them); then the sign-out and `leave` run in one task, so the page never renders signed
 * out before it leaves.
 */
export async function forgetReader(leave: () => void = () => undefined): Promise<void> {
  await forgetOffline();
  useSiteStore.getState().signOut();
  try {
    window.localStorage.removeItem('userID');
  } catch {
    // storage may be off
  }
  leave();
}

function storedRedirect(): string {
  try {
    const stored = window.localStorage.getItem(REDIRECT_STORAGE_KEY);
    if (stored && stored.startsWith('/') && !stored.startsWith('//') && !stored.includes('\\')) return stored;
  } catch {
    // storage may be off
  }
  return '/';
}

/**
 * Logout: ends the session on the server, clears this tab's state, tells the other tabs,
 * then leaves. Account pages are public shells, so it shows only once the reader is known
 * to be signed in (an anonymous reader on /saved has nothing to log out of).
 */
export function LogoutButton({ label }: { readonly label: string }) {
  const [busy, setBusy] = useState(false);
  const signedIn = useSiteStore((store) => store.member.value !== null);
  const logout = async () => {
    setBusy(true);
    await authCall('GET', 'logout');
    await forgetReader(() => {
      if ('BroadcastChannel' in window) {
        const channel = new BroadcastChannel(LOGOUT_CHANNEL);
        channel.postMessage(logoutMessage());
        channel.close();
      }
      const target = storedRedirect();
      window.location.assign(['/profile', '/profile/edit', '/change-password', '/verify-email', '/my-comments', '/saved'].some((page) => target.startsWith(page)) ? '/' : target);
    });
  };
  if (!signedIn) return null;
  return (
    <LiveButton className={styles.logout} type="button" data-component="logout-button" onClick={logout} busy={busy}>
      {label}
    </LiveButton>
  );
}
