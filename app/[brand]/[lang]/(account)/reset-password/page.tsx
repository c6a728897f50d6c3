import { AccountPage } from '@/components/auth/account-page';
import { authLabels } from '@/components/auth/labels';
import { ResetPasswordForm } from '@/components/auth/reset-password-form.client';
import { accountPage, queryValue, type AccountPageProps } from '@/lib/auth/page';
import { noindexMetadata } from '@/lib/i18n/private-page';

export const generateMetadata = noindexMetadata((m) => m.auth.resetTitle);

/** ?token= from the mailed link (reset-password-with-token); otherwise email + code (reset-password). The third-party loader loads nothing while a token is in the address (lib/routes/secrets.ts, carriesSecret). */
export default async function ResetPasswordPage({ params, searchParams }: AccountPageProps) {
  const { brand, lang, m } = await accountPage(params);
  const labels = authLabels(m);
  const query = await searchParams;
  return (
    <AccountPage brand={brand} lang={lang} title={labels.resetTitle} hideHeader>
      <ResetPasswordForm labels={labels} token={queryValue(query.token, 100) || null} />
    </AccountPage>
  );
}
