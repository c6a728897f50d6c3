import { AccountPage } from '@/components/auth/account-page';
import { ReportForm } from '@/components/submissions/report-form.client';
import { accountPage, currentMember, type AccountPageProps } from '@/lib/auth/page';
import { noindexMetadata } from '@/lib/i18n/private-page';
import { signInPath } from '@/lib/routes/paths';

export const generateMetadata = noindexMetadata((m) => m.submit.title);

/**
 * The ugc page (docs/product.md, "Reader submissions"): a reader sends a report or a tip
 * with photos to the newsroom's moderation queue. Who is signed in decides whether the form
 * asks for a mailed code, so the page is per reader (lib/routes/member-paths.ts).
 */
export default async function SubmitPage({ params }: AccountPageProps) {
  const [{ brand, lang, m }, member] = await Promise.all([accountPage(params), currentMember()]);
  return (
    <AccountPage brand={brand} lang={lang} title={m.submit.title}>
      <ReportForm labels={{ form: m.submit, errors: m.auth.errors }} memberEmail={member?.email ?? null} signInHref={signInPath('/submit')} />
    </AccountPage>
  );
}
