import { AccountPage } from '@/components/auth/account-page';
import { authLabels, fill, formErrorText } from '@/components/auth/labels';
import { SignUpForm } from '@/components/auth/sign-up-form.client';
import { accountPage, queryValue, typedFields, type AccountPageProps } from '@/lib/auth/page';
import { noindexMetadata } from '@/lib/i18n/private-page';
import { redirectTarget, signInPath } from '@/lib/routes/paths';
import formStyles from '@/components/auth/auth-form.module.css';

export const generateMetadata = noindexMetadata((m) => m.auth.signUp);

export default async function SignUpPage({ params, searchParams }: AccountPageProps) {
  const { brand, lang, m } = await accountPage(params);
  const labels = authLabels(m);
  const query = await searchParams;
  const redirect = redirectTarget(query.redirect);
  // The error a post of the form without JavaScript came back with (lib/auth/forms.ts).
  const error = formErrorText(labels, queryValue(query.error, 40), queryValue(query.retry, 6));
  const typed = await typedFields();
  return (
    <AccountPage brand={brand} lang={lang} title={fill(labels.signUpTitle, { brand: brand.name[lang] })} hideHeader>
      <SignUpForm labels={labels} redirect={redirect} error={error} name={typed.name} email={typed.email} />
      <p className={formStyles.links}>
        <a href={signInPath(redirect)}>{labels.haveAccount}</a>
      </p>
    </AccountPage>
  );
}
