import type { ReactNode } from 'react';
import type { Brand, Lang } from '@/lib/brands/brands';
import { LogoutButton } from './logout-button.client';
import styles from './account-page.module.css';

interface Props {
  readonly brand: Brand;
  readonly lang: Lang;
  readonly title: string;
  /** Sign-in, sign-up, forgot and reset pages hide the site header (docs/product.md, "Header"). */
  readonly hideHeader?: boolean;
  /** Profile, edit-profile, change-password and verify-email pages show Logout. */
  readonly logoutLabel?: string;
  readonly children: ReactNode;
}

/** The frame of every account page: a narrow card, its title, and Logout where the spec puts it. */
export function AccountPage({ brand, lang, title, hideHeader = false, logoutLabel, children }: Props) {
  return (
    <section className={styles.page} data-component="account-page" data-account-page="" {...(hideHeader ? { 'data-hide-header': '' } : {})} aria-labelledby="account-title">
      {hideHeader && (
        <a className={styles.brand} href="/">
          {brand.name[lang]}
        </a>
      )}
      <div className={styles.card}>
        <div className={styles.head}>
          <h1 id="account-title" className={styles.title}>
            {title}
          </h1>
          {logoutLabel && <LogoutButton label={logoutLabel} />}
        </div>
        {children}
      </div>
    </section>
  );
}
