/**
 * /route-data.json (docs/product.md, "Calls"): what a path shows, as JSON, with the spec's
 * fields (httpStatusCode, pageType, subPageType, data, title, config). It makes the same
 * decisions as the pages, through the same cached getters.
 */
import type { Brand, Lang } from '../brands/brands';
import { publicConfig, type PublicConfig } from '../brands/public-config';
import { getAuthor, getAuthors, getCollection, getTopic } from './index';
import { resolvePath } from './resolve-path';
import { decodeSlug } from './slug';

export interface RouteData {
  readonly httpStatusCode: 200 | 301 | 404 | 410;
  readonly pageType: string;
  readonly subPageType?: string;
  readonly data: Record<string, unknown>;
  readonly title: string;
  readonly config: PublicConfig;
}

const LISTING_LIMIT = 10;
const MAX_PATH_LENGTH = 2_000;

export async function routeData(brand: Brand, lang: Lang, path: string): Promise<RouteData> {
  const config = publicConfig(brand, lang);
  const base = { config, title: brand.name[lang] };
  const notFound: RouteData = { ...base, httpStatusCode: 404, pageType: 'not-found', data: {} };
  if (!path.startsWith('/') || path.startsWith('//') || path.length > MAX_PATH_LENGTH) return notFound;
  const segments = path.split('?')[0].split('/').filter(Boolean);

  if (!segments.length) {
    const home = await getCollection(brand.key, lang, 'home', 40, 0);
    return { ...base, httpStatusCode: 200, pageType: 'home-page', data: { collection: home } };
  }
  const [first, second] = segments;
  const slug = second ? decodeSlug(second) : null;
  if (segments.length === 2 && first === 'collection' && slug) {
    const collection = await getCollection(brand.key, lang, slug, LISTING_LIMIT, 0, true);
    return collection ? { ...base, httpStatusCode: 200, pageType: 'collection-page', data: { collection }, title: collection.name } : notFound;
  }
  if (segments.length === 2 && first === 'topic' && slug) {
    const topic = await getTopic(lang, slug);
    return topic ? { ...base, httpStatusCode: 200, pageType: 'tag-page', subPageType: topic.kind, data: { topic }, title: topic.name } : notFound;
  }
  if (segments.length === 2 && first === 'author' && slug) {
    const author = await getAuthor(lang, slug);
    return author ? { ...base, httpStatusCode: 200, pageType: 'author-page', data: { author }, title: author.name } : notFound;
  }
  if (segments.length === 1 && first === 'authors') {
    const authors = await getAuthors(lang, 100, 0);
    return { ...base, httpStatusCode: 200, pageType: 'author-page', subPageType: 'all-authors', data: { authors: authors.items, page: { total: authors.total } } };
  }

  const resolved = await resolvePath(brand.key, lang, segments);
  switch (resolved.type) {
    case 'story':
      return {
        ...base,
        httpStatusCode: 200,
        pageType: 'story-page',
        subPageType: resolved.story.template,
        data: { story: resolved.story },
        title: resolved.story.metaTitle,
      };
    case 'section':
      return { ...base, httpStatusCode: 200, pageType: 'section-page', data: { section: resolved.section }, title: resolved.section.name };
    case 'static':
      return { ...base, httpStatusCode: 200, pageType: 'static-page', data: { page: resolved.page }, title: resolved.page.title };
    case 'redirect':
      return { ...base, httpStatusCode: 301, pageType: 'redirect', data: { location: resolved.location } };
    case 'gone':
      return { ...base, httpStatusCode: 410, pageType: '410', data: {} };
    default:
      return notFound;
  }
}
