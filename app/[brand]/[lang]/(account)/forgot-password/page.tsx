import { AccountPage } from '@/components/auth/account-page';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form.client';
import { authLabels } from '@/components/auth/labels';
import { accountPage, type AccountPageProps } from '@/lib/auth/page';
import { noindexMetadata } from '@/lib/i18n/private-page';
import { signInPath } from '@/lib/routes/paths';
import formStyles from '@/components/auth/auth-form.module.css';

export const generateMetadata = noindexMetadata((m) => m.auth.forgotTitle);

export default async function ForgotPasswordPage({ params }: AccountPageProps) {
  const { brand, lang, m } = await accountPage(params);
  const labels = authLabels(m);
  return (
    <AccountPage brand={brand} lang={lang} title={labels.forgotTitle} hideHeader>
      <ForgotPasswordForm labels={labels} />
      <p className={formStyles.links}>
        <a href={signInPath()}>{labels.signIn}</a>
      </p>
    </AccountPage>
  );
}
