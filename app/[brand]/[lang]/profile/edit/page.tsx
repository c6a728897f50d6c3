import Link from 'next/link';
import { AccountPage } from '@/components/auth/account-page';
import { EditProfileForm } from '@/components/auth/edit-profile-form.client';
import { authLabels } from '@/components/auth/labels';
import { requireMember } from '@/lib/auth/page';
import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { MESSAGES } from '@/lib/i18n/messages';
import { noindexMetadata } from '@/lib/i18n/private-page';
import formStyles from '@/components/auth/auth-form.module.css';

/** Personal or per-visit: rendered on every request, never cached (the edition layout's static params notwithstanding). */
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<EditionParams>;
}

export const generateMetadata = noindexMetadata((m) => m.profile.editTitle);

export default async function EditProfilePage({ params }: Props) {
  const { brand, lang } = await editionFromParams(params);
  const member = await requireMember('/profile/edit');
  const t = MESSAGES[lang].profile;
  return (
    <AccountPage brand={brand} lang={lang} title={t.editTitle} logoutLabel={t.logout}>
      <EditProfileForm labels={authLabels(MESSAGES[lang])} profile={t} name={member.name ?? ''} avatarUrl={member.avatarUrl} />
      <p className={formStyles.links}>
        <Link href="/profile">{t.back}</Link>
      </p>
    </AccountPage>
  );
}
