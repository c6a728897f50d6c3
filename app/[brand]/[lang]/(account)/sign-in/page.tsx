import { AccountPage } from '@/components/auth/account-page';
import { authLabels, fill, formErrorText } from '@/components/auth/labels';
import { SignInForm } from '@/components/auth/sign-in-form.client';
import { SENT_STEPS, type SentStep } from '@/lib/auth/forms';
import { accountPage, queryValue, typedFields, type AccountPageProps } from '@/lib/auth/page';
import { MAIN_BRAND } from '@/lib/brands/brands';
import { noindexMetadata } from '@/lib/i18n/private-page';
import { oauthStartPath, redirectTarget, signUpPath } from '@/lib/routes/paths';
import formStyles from '@/components/auth/auth-form.module.css';

export const generateMetadata = noindexMetadata((m) => m.auth.signIn);

export default async function SignInPage({ params, searchParams }: AccountPageProps) {
  const { brand, lang, m } = await accountPage(params);
  const labels = authLabels(m);
  const query = await searchParams;
  const redirect = redirectTarget(query.redirect);
  // What a post of the form without JavaScript came back to say (lib/auth/forms.ts).
  const sent = SENT_STEPS.find((step: SentStep) => step === queryValue(query.sent, 10)) ?? null;
  const error = formErrorText(labels, queryValue(query.error, 40), queryValue(query.retry, 6));
  const { email } = await typedFields();
  return (
    <AccountPage brand={brand} lang={lang} title={fill(labels.signInTitle, { brand: brand.name[lang] })} hideHeader>
      {brand.key !== MAIN_BRAND.key && (
        <>
          <a className={`${formStyles.submit} ${formStyles.secondary}`} href={oauthStartPath(redirect)}>
            {fill(labels.signInWithMain, { brand: MAIN_BRAND.name[lang] })}
          </a>
          <p className={formStyles.or}>{labels.or}</p>
        </>
      )}
      <SignInForm labels={labels} redirect={redirect} sent={sent} error={error} email={email} />
      <p className={formStyles.links}>
        <a href="/forgot-password">{labels.forgotPassword}</a>
        <a href={signUpPath(redirect)}>{labels.noAccount}</a>
      </p>
    </AccountPage>
  );
}
