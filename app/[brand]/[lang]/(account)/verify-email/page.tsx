import { redirect } from 'next/navigation';
import { AccountPage } from '@/components/auth/account-page';
import { VerifyLinkConfirm } from '@/components/auth/verify-link-confirm.client';
import { currentMember, peekLoginLink } from '@/lib/auth/page';
import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { MESSAGES } from '@/lib/i18n/messages';
import { noindexMetadata } from '@/lib/i18n/private-page';

/** Personal or per-visit: rendered on every request, never cached (the edition layout's static params notwithstanding). */
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<EditionParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export const generateMetadata = noindexMetadata((m) => m.auth.verifyTitle);

/** The mailed link lands here; opening it uses nothing up (only the button's POST does). */
export default async function VerifyEmailPage({ params, searchParams }: Props) {
  const { brand, lang } = await editionFromParams(params);
  const labels = MESSAGES[lang].auth;
  const raw = (await searchParams).token;
  const token = Array.isArray(raw) ? raw[0] : raw;
  const status = await peekLoginLink(token);
  if (status === 'consumed') redirect('/#token-consumed');
  if (status !== 'live') redirect('/#invalid-token');
  const member = await currentMember();
  return (
    <AccountPage brand={brand} lang={lang} title={labels.verifyTitle} logoutLabel={member ? MESSAGES[lang].profile.logout : undefined}>
      <p>{labels.verifyIntro}</p>
      <VerifyLinkConfirm token={token as string} label={labels.verifyButton} working={labels.working} />
    </AccountPage>
  );
}
