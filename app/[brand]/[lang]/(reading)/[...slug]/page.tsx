import { notFound, permanentRedirect } from 'next/navigation';
import { MostRead } from '@/components/listing/most-read';
import { SubsectionNav } from '@/components/listing/subsection-nav';
import { ListingPage, LISTING_PAGE_SIZE } from '@/components/pages/listing-page';
import { StaticPage } from '@/components/pages/static-page';
import { StoryPage } from '@/components/story/story-page';
import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { getRelatedStories, getSectionStories } from '@/lib/content';
import { getMostRead } from '@/lib/content/most-read';
import { resolvePath } from '@/lib/content/resolve-path';
import { getT } from '@/lib/i18n/messages';
import { sectionPath } from '@/lib/routes/paths';
import { sectionJsonLd } from '@/lib/seo/json-ld';
import { pathMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { ramadanShownOn } from '@/lib/ramadan/widget';
import { RamadanTimesDeferred } from '@/components/ramadan/ramadan-times-deferred';

interface Props {
  params: Promise<EditionParams & { slug: string[] }>;
}

export function generateStaticParams() {
  return [];
}

/** Sections (/{section}, /{parent}/{child}), stories (/{story} and /{section}/{story}), static pages and old URLs. */
async function load(params: Props['params']) {
  const edition = await editionFromParams(params);
  const { slug } = await params;
  return { ...edition, resolved: await resolvePath(edition.brand.key, edition.lang, slug) };
}

export const generateMetadata = pathMetadata;

export default async function PathPage({ params }: Props) {
  const { brand, lang, resolved } = await load(params);
  if (resolved.type === 'redirect') permanentRedirect(resolved.location);
  if (resolved.type === 'not-found' || resolved.type === 'gone') notFound();
  if (resolved.type === 'story') {
    const related = await getRelatedStories(brand.key, lang, resolved.story.id, resolved.story.sectionId);
    return <StoryPage brand={brand} lang={lang} story={resolved.story} related={related} livePage={resolved.livePage} countsView ads />;
  }
  if (resolved.type === 'static') return <StaticPage page={resolved.page} />;
  const { section } = resolved;
  const t = getT(lang, 'listing');
  const [page, mostRead] = await Promise.all([getSectionStories(brand.key, lang, section.id, LISTING_PAGE_SIZE, 0), getMostRead(brand.key, lang)]);
  return (
    <>
      <ListingPage
        title={section.name}
        lang={lang}
        page={page}
        moreFrom={`/api/v1/advanced-search?section-id=${section.id}&sort=latest-published`}
        intro={<JsonLd data={sectionJsonLd(brand.key, lang, section)} />}
        ads={{ brand: brand.key, lang, type: 'section', key: `section-${section.id}`, section: section.slug }}
        nav={
          section.children.length > 0 || section.parent ? (
            <SubsectionNav
              label={t('subsections')}
              links={[
                ...(section.parent ? [{ href: sectionPath(section.parent.slug), name: section.parent.name }] : []),
                ...section.children.map((child) => ({ href: sectionPath(child.slug, section.slug), name: child.name })),
              ]}
            />
          ) : null
        }
      />
      {/* After the list: its script arrives as a chunk of its own, and nothing the reader sees first may move when it does. */}
      {ramadanShownOn(brand, { sectionSlug: section.slug }) && <RamadanTimesDeferred lang={lang} />}
      <MostRead stories={mostRead} lang={lang} />
    </>
  );
}
