import { lang as langParam } from 'next/root-params';
import { DEFAULT_LANG, isLang } from '@/lib/brands/brands';
import { getT } from '@/lib/i18n/messages';
import styles from './not-found.module.css';

/**
 * The 403 page of an edition. Only previews call forbidden() (a token that is missing,
 * forged or expired), so it says that the preview link is not valid. Drawn as the 404's
 * message, with its stylesheet: Next puts this boundary in every page, and a stylesheet of
 * its own was preloaded by every page, for a refusal only a bad preview link sees.
 */
export default async function Forbidden() {
  const langValue = await langParam();
  const lang = langValue && isLang(langValue) ? langValue : DEFAULT_LANG;
  return (
    <section className={`${styles.page} ${styles.intro}`} data-component="preview-refused">
      <h1>{getT(lang, 'preview')('invalid')}</h1>
    </section>
  );
}
