import type { Lang } from '@/lib/brands/brands';
import { getT } from '@/lib/i18n/messages';
import styles from './preview-banner.module.css';

export function PreviewBanner({ lang }: { lang: Lang }) {
  return (
    <p className={styles.banner} data-component="preview-banner" role="note">
      {getT(lang, 'preview')('banner')}
    </p>
  );
}
