import { AccountPage } from '@/components/auth/account-page';
import { authLabels } from '@/components/auth/labels';
import { ResetPasswordForm } from '@/components/auth/reset-password-form.client';
import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { MESSAGES } from '@/lib/i18n/messages';
import { noindexMetadata } from '@/lib/i18n/private-page';

/** Personal or per-visit: rendered on every request, never cached (the edition layout's static params notwithstanding). */
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<EditionParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export const generateMetadata = noindexMetadata((m) => m.auth.resetTitle);

/** ?token= from the mailed link (reset-password-with-token); otherwise email + code (reset-password). */
export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const { brand, lang } = await editionFromParams(params);
  const labels = authLabels(MESSAGES[lang]);
  const query = await searchParams;
  const token = first(query.token).slice(0, 100) || null;
  return (
    <AccountPage brand={brand} lang={lang} title={labels.resetTitle} hideHeader>
      <ResetPasswordForm labels={labels} token={token} email={first(query.email).slice(0, 150)} />
    </AccountPage>
  );
}
