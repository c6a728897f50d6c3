import { AccountPage } from '@/components/auth/account-page';
import { EditProfileForm } from '@/components/auth/edit-profile-form.client';
import { authLabels } from '@/components/auth/labels';
import { memberPage, type AccountPageProps } from '@/lib/auth/page';
import { noindexMetadata } from '@/lib/i18n/private-page';
import formStyles from '@/components/auth/auth-form.module.css';

export const generateMetadata = noindexMetadata((m) => m.profile.editTitle);

export default async function EditProfilePage({ params }: AccountPageProps) {
  const { brand, lang, m, member } = await memberPage(params, '/profile/edit');
  return (
    <AccountPage brand={brand} lang={lang} title={m.profile.editTitle} logoutLabel={m.profile.logout}>
      <EditProfileForm labels={authLabels(m)} profile={m.profile} name={member.name ?? ''} avatarUrl={member.avatarUrl} />
      <p className={formStyles.links}>
        <a href="/profile">{m.profile.back}</a>
      </p>
    </AccountPage>
  );
}
