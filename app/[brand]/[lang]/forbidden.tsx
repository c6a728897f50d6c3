import { lang as langParam } from 'next/root-params';
import { PreviewRefused } from '@/components/pages/preview-banner';
import { DEFAULT_LANG, isLang } from '@/lib/brands/brands';

/**
 * The 403 page of an edition. Only previews call forbidden() (a token that is missing,
 * forged or expired), so it says that the preview link is not valid.
 */
export default async function Forbidden() {
  const langValue = await langParam();
  return <PreviewRefused lang={langValue && isLang(langValue) ? langValue : DEFAULT_LANG} />;
}
