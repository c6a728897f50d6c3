import Link from 'next/link';
import { AccountPage } from '@/components/auth/account-page';
import { ChangePasswordForm } from '@/components/auth/change-password-form.client';
import { authLabels } from '@/components/auth/labels';
import { requireMember } from '@/lib/auth/page';
import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { MESSAGES } from '@/lib/i18n/messages';
import { noindexMetadata } from '@/lib/i18n/private-page';
import formStyles from '@/components/auth/auth-form.module.css';

/** Personal or per-visit: rendered on every request, never cached (the edition layout's static params notwithstanding). */
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<EditionParams>;
}

export const generateMetadata = noindexMetadata((m) => m.profile.changePasswordTitle);

export default async function ChangePasswordPage({ params }: Props) {
  const { brand, lang } = await editionFromParams(params);
  await requireMember('/change-password');
  const t = MESSAGES[lang].profile;
  return (
    <AccountPage brand={brand} lang={lang} title={t.changePasswordTitle} logoutLabel={t.logout}>
      <ChangePasswordForm labels={authLabels(MESSAGES[lang])} profile={t} />
      <p className={formStyles.links}>
        <Link href="/profile">{t.back}</Link>
      </p>
    </AccountPage>
  );
}
