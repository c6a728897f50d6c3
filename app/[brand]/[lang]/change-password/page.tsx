import type { Metadata } from 'next';
import Link from 'next/link';
import { AccountPage } from '@/components/auth/account-page';
import { ChangePasswordForm } from '@/components/auth/change-password-form.client';
import { authLabels } from '@/components/auth/labels';
import { requireMember } from '@/lib/auth/page';
import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { MESSAGES } from '@/lib/i18n/messages';

/** Personal or per-visit: rendered on every request, never cached (the edition layout's static params notwithstanding). */
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<EditionParams>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await editionFromParams(params);
  return { title: MESSAGES[lang].profile.changePasswordTitle, robots: { index: false } };
}

export default async function ChangePasswordPage({ params }: Props) {
  const { brand, lang } = await editionFromParams(params);
  await requireMember('/change-password');
  const t = MESSAGES[lang].profile;
  return (
    <AccountPage brand={brand} lang={lang} title={t.changePasswordTitle} logoutLabel={t.logout}>
      <ChangePasswordForm labels={authLabels(MESSAGES[lang])} profile={t} />
      <p className="auth-links">
        <Link href="/profile">{t.back}</Link>
      </p>
    </AccountPage>
  );
}
