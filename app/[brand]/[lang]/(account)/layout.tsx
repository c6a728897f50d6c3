import type { ReactNode } from 'react';

/**
 * The account pages (sign-in, sign-up, forgot, reset and change password, verify-email,
 * profile): personal or per visit, so every one is rendered on each request and never
 * cached, the edition layout's static params notwithstanding. Each page starts with
 * lib/auth/page.ts (edition, messages, member) and is framed by components/auth/account-page.tsx.
 */
export const dynamic = 'force-dynamic';

export default function AccountLayout({ children }: { children: ReactNode }) {
  return children;
}
