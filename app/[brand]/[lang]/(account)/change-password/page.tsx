import { AccountPage } from '@/components/auth/account-page';
import { ChangePasswordForm } from '@/components/auth/change-password-form.client';
import { authLabels } from '@/components/auth/labels';
import { memberPage, type AccountPageProps } from '@/lib/auth/page';
import { noindexMetadata } from '@/lib/i18n/private-page';
import formStyles from '@/components/auth/auth-form.module.css';

export const generateMetadata = noindexMetadata((m) => m.profile.changePasswordTitle);

export default async function ChangePasswordPage({ params }: AccountPageProps) {
  const { brand, lang, m } = await memberPage(params, '/change-password');
  return (
    <AccountPage brand={brand} lang={lang} title={m.profile.changePasswordTitle} logoutLabel={m.profile.logout}>
      <ChangePasswordForm labels={authLabels(m)} profile={m.profile} />
      <p className={formStyles.links}>
        <a href="/profile">{m.profile.back}</a>
      </p>
    </AccountPage>
  );
}
