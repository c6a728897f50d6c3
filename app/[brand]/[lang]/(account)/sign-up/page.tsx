import Link from 'next/link';
import { AccountPage } from '@/components/auth/account-page';
import { authLabels, fill } from '@/components/auth/labels';
import { SignUpForm } from '@/components/auth/sign-up-form.client';
import { accountPage, type AccountPageProps } from '@/lib/auth/page';
import { noindexMetadata } from '@/lib/i18n/private-page';
import { redirectTarget, signInPath } from '@/lib/routes/paths';
import formStyles from '@/components/auth/auth-form.module.css';

export const generateMetadata = noindexMetadata((m) => m.auth.signUp);

export default async function SignUpPage({ params, searchParams }: AccountPageProps) {
  const { brand, lang, m } = await accountPage(params);
  const labels = authLabels(m);
  const redirect = redirectTarget((await searchParams).redirect);
  return (
    <AccountPage brand={brand} lang={lang} title={fill(labels.signUpTitle, { brand: brand.name[lang] })} hideHeader>
      <SignUpForm labels={labels} redirect={redirect} />
      <p className={formStyles.links}>
        <Link href={signInPath(redirect)}>{labels.haveAccount}</Link>
      </p>
    </AccountPage>
  );
}
