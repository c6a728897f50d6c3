import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { SubsectionNav } from '@/components/listing/subsection-nav';
import { ListingPage, LISTING_PAGE_SIZE } from '@/components/pages/listing-page';
import { StaticPage } from '@/components/pages/static-page';
import { StoryPage } from '@/components/story/story-page';
import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { getRelatedStories, getSectionStories } from '@/lib/content';
import { resolvePath, sectionPath } from '@/lib/content/resolve-path';
import { getT } from '@/lib/i18n/messages';

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

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // Redirects and 404s are the page's to answer (answering them here too doubles the Location header).
  const { resolved } = await load(params);
  switch (resolved.type) {
    case 'story':
      return {
        title: resolved.story.metaTitle,
        description: resolved.story.metaDescription,
        alternates: { canonical: resolved.story.path },
        openGraph: { type: 'article', title: resolved.story.headline, images: resolved.story.heroImageS3Key ? [`/media/${resolved.story.heroImageS3Key}`] : [] },
      };
    case 'section':
      return { title: resolved.section.name, alternates: { canonical: sectionPath(resolved.section) } };
    case 'static':
      return { title: resolved.page.title };
    default:
      return {};
  }
}

export default async function PathPage({ params }: Props) {
  const { brand, lang, resolved } = await load(params);
  if (resolved.type === 'redirect') permanentRedirect(resolved.location);
  if (resolved.type === 'not-found' || resolved.type === 'gone') notFound();
  if (resolved.type === 'story') {
    const related = await getRelatedStories(brand.key, lang, resolved.story.id, resolved.story.sectionId);
    return <StoryPage brand={brand} lang={lang} story={resolved.story} related={related} />;
  }
  if (resolved.type === 'static') return <StaticPage page={resolved.page} />;
  const { section } = resolved;
  const t = getT(lang, 'listing');
  const page = await getSectionStories(brand.key, lang, section.id, LISTING_PAGE_SIZE, 0);
  return (
    <ListingPage
      title={section.name}
      lang={lang}
      page={page}
      moreFrom={`/api/v1/advanced-search?section-id=${section.id}&sort=latest-published`}
      nav={
        section.children.length > 0 || section.parent ? (
          <SubsectionNav
            label={t('subsections')}
            links={[
              ...(section.parent ? [{ href: `/${encodeURIComponent(section.parent.slug)}`, name: section.parent.name }] : []),
              ...section.children.map((child) => ({ href: sectionPath({ slug: child.slug, parent: section }), name: child.name })),
            ]}
          />
        ) : null
      }
    />
  );
}
