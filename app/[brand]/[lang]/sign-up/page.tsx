import Link from 'next/link';
import { AccountPage } from '@/components/auth/account-page';
import { authLabels, fill } from '@/components/auth/labels';
import { SignUpForm } from '@/components/auth/sign-up-form.client';
import { redirectParam } from '@/lib/auth/page';
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

export const generateMetadata = noindexMetadata((m) => m.auth.signUp);

export default async function SignUpPage({ params, searchParams }: Props) {
  const { brand, lang } = await editionFromParams(params);
  const labels = authLabels(MESSAGES[lang]);
  const redirect = redirectParam((await searchParams).redirect);
  return (
    <AccountPage brand={brand} lang={lang} title={fill(labels.signUpTitle, { brand: brand.name[lang] })} hideHeader>
      <SignUpForm labels={labels} redirect={redirect} />
      <p className={formStyles.links}>
        <Link href={`/sign-in?redirect=${encodeURIComponent(redirect)}`}>{labels.haveAccount}</Link>
      </p>
    </AccountPage>
  );
}
