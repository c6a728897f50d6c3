import { ForYouList } from '@/components/saves/for-you-list.client';
import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { cardLabels } from '@/lib/i18n/card-labels';
import { MESSAGES } from '@/lib/i18n/messages';
import { noindexMetadata } from '@/lib/i18n/private-page';
import { SectionTitle } from '@/components/listing/section-title';

interface Props {
  params: Promise<EditionParams>;
}

export const generateMetadata = noindexMetadata((m) => m.saves.forYouTitle);

/** For you (docs/product.md, "Page types and paths"): a cacheable shell; the picks depend on the reader, so the browser asks for them. */
export default async function ForYouPage({ params }: Props) {
  const { lang } = await editionFromParams(params);
  const t = MESSAGES[lang].saves;
  return (
    <section aria-labelledby="for-you-title" data-component="for-you-page">
      <SectionTitle id="for-you-title">
        {t.forYouTitle}
      </SectionTitle>
      <ForYouList lang={lang} labels={{ member: t.forYouMember, anonymous: t.forYouAnonymous, loading: t.loading, failed: t.loadFailed, card: cardLabels(lang) }} />
    </section>
  );
}
