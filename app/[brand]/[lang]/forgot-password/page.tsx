import Link from 'next/link';
import { AccountPage } from '@/components/auth/account-page';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form.client';
import { authLabels } from '@/components/auth/labels';
import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { MESSAGES } from '@/lib/i18n/messages';
import { noindexMetadata } from '@/lib/i18n/private-page';
import formStyles from '@/components/auth/auth-form.module.css';

/** Personal or per-visit: rendered on every request, never cached (the edition layout's static params notwithstanding). */
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<EditionParams>;
}

export const generateMetadata = noindexMetadata((m) => m.auth.forgotTitle);

export default async function ForgotPasswordPage({ params }: Props) {
  const { brand, lang } = await editionFromParams(params);
  const labels = authLabels(MESSAGES[lang]);
  return (
    <AccountPage brand={brand} lang={lang} title={labels.forgotTitle} hideHeader>
      <ForgotPasswordForm labels={labels} />
      <p className={formStyles.links}>
        <Link href="/sign-in">{labels.signIn}</Link>
      </p>
    </AccountPage>
  );
}
