import Link from 'next/link';
import { AccountPage } from '@/components/auth/account-page';
import { authLabels, fill } from '@/components/auth/labels';
import { SignInForm } from '@/components/auth/sign-in-form.client';
import { redirectParam } from '@/lib/auth/page';
import { MAIN_BRAND } from '@/lib/brands/brands';
import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { MESSAGES } from '@/lib/i18n/messages';
import { noindexMetadata } from '@/lib/i18n/private-page';
import formStyles from '@/components/auth/auth-form.module.css';

/** Personal or per-visit: rendered on every request, never cached (the edition layout's static params notwithstanding). */
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<EditionParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export const generateMetadata = noindexMetadata((m) => m.auth.signIn);

export default async function SignInPage({ params, searchParams }: Props) {
  const { brand, lang } = await editionFromParams(params);
  const labels = authLabels(MESSAGES[lang]);
  const redirect = redirectParam((await searchParams).redirect);
  return (
    <AccountPage brand={brand} lang={lang} title={fill(labels.signInTitle, { brand: brand.name[lang] })} hideHeader>
      {brand.key !== MAIN_BRAND.key && (
        <>
          <a className={`${formStyles.submit} ${formStyles.secondary}`} href={`/api/auth/v1/oauth/start?callback_uri=${encodeURIComponent(redirect)}`}>
            {fill(labels.signInWithMain, { brand: MAIN_BRAND.name[lang] })}
          </a>
          <p className={formStyles.or}>{labels.or}</p>
        </>
      )}
      <SignInForm labels={labels} redirect={redirect} />
      <p className={formStyles.links}>
        <Link href="/forgot-password">{labels.forgotPassword}</Link>
        <Link href={`/sign-up?redirect=${encodeURIComponent(redirect)}`}>{labels.noAccount}</Link>
      </p>
    </AccountPage>
  );
}
