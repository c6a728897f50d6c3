import { AccountPage } from '@/components/auth/account-page';
import { VerifyEmailButton } from '@/components/auth/verify-email-button.client';
import { memberPage, type AccountPageProps } from '@/lib/auth/page';
import { noindexMetadata } from '@/lib/i18n/private-page';
import formStyles from '@/components/auth/auth-form.module.css';
import styles from './profile.module.css';

export const generateMetadata = noindexMetadata((m) => m.profile.title);

/** My Account (docs/product.md, "Page types and paths"): personal, so rendered per request and never cached. */
export default async function ProfilePage({ params }: AccountPageProps) {
  const { brand, lang, m, member } = await memberPage(params, '/profile');
  const t = m.profile;
  return (
    <AccountPage brand={brand} lang={lang} title={t.title} logoutLabel={t.logout}>
      <div className={styles.card}>
        {member.avatarUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- the member's own avatar from the media store
          <img className={styles.avatar} src={member.avatarUrl} alt={t.avatar} width={96} height={96} />
        ) : (
          <span className={`${styles.avatar} ${styles.initial}`} aria-hidden="true">
            {member.email.charAt(0).toUpperCase()}
          </span>
        )}
        <dl className={styles.facts}>
          <dt>{t.name}</dt>
          <dd data-testid="profile-name">{member.name ?? t.noName}</dd>
          <dt>{t.email}</dt>
          <dd data-testid="profile-email">{member.email}</dd>
        </dl>
      </div>
      <p className={member.emailVerified ? `${styles.status} ${styles.verified}` : styles.status}>{member.emailVerified ? t.verified : t.unverified}</p>
      {!member.emailVerified && <VerifyEmailButton email={member.email} label={t.verifyEmail} error={m.auth.errors.generic} />}
      <nav className={formStyles.links} aria-label={t.title}>
        <a href="/profile/edit">{t.edit}</a>
        <a href="/change-password">{t.changePassword}</a>
        <a href="/saved">{m.saves.savedTitle}</a>
        <a href="/my-comments">{m.myComments.title}</a>
      </nav>
    </AccountPage>
  );
}
