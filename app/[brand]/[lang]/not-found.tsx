import { brand as brandParam, lang as langParam } from 'next/root-params';
import { SectionTitle } from '@/components/listing/section-title';
import { HeadlineList } from '@/components/listing/headline-list';
import { LocalisedSearchBox } from '@/components/search/search-box';
import { DEFAULT_LANG, isBrandKey, isLang, MAIN_BRAND } from '@/lib/brands/brands';
import { getLatestForNotFound } from '@/lib/content';
import { getT } from '@/lib/i18n/messages';
import styles from './not-found.module.css';

/** The 404 page in the edition's language, with search and the latest stories (the root params name the edition). */
export default async function NotFound() {
  const [brandValue, langValue] = await Promise.all([brandParam(), langParam()]);
  const brand = brandValue && isBrandKey(brandValue) ? brandValue : MAIN_BRAND.key;
  const lang = langValue && isLang(langValue) ? langValue : DEFAULT_LANG;
  const t = getT(lang, 'notFound');
  const latest = await getLatestForNotFound(brand, lang).catch(() => []);
  return (
    <section className={styles.page} data-component="not-found" aria-labelledby="not-found-title">
      <div className={styles.intro}>
        <h1 id="not-found-title">{t('title')}</h1>
        <p>{t('body')}</p>
        <LocalisedSearchBox lang={lang} centred />
        <p>
          <a href="/">{t('back')}</a>
        </p>
      </div>
      {latest.length > 0 && (
        <section className={styles.latest} aria-labelledby="not-found-latest">
          <SectionTitle id="not-found-latest" level={2}>
            {t('latest')}
          </SectionTitle>
          <HeadlineList stories={latest} />
        </section>
      )}
    </section>
  );
}
