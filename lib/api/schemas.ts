/**
 * The public content API's answers as Zod schemas: the one description of each shape that
 * the OpenAPI document (lib/api/openapi.ts, served at /api/v1/openapi.json) is generated
 * from and that the contract test (tests/e2e/contract.spec.ts) validates every answer
 * against. The TypeScript types the handlers build (lib/content/stories/shapes.ts,
 * lib/api/serialise.ts) are checked against these at compile time, at the bottom of the file,
 * so a field added to one and not the other fails `tsc`.
 */
import * as z from 'zod';
import { STORY_TEMPLATES } from '../content/story-types';
import type { ApiAuthor, ApiMenuItem, ApiStory } from './serialise';
import type { ApiCard, ApiStoryElement } from '../content/stories/shapes';
import type { EndpointName } from './endpoints';

const millis = z.number().int().meta({ description: 'Milliseconds since the Unix epoch.' });
const id = z.number().int().positive();
/** Objects a newsroom fills freely (metadata, story attributes): any keys. */
const freeObject = z.record(z.string(), z.unknown());

export const ErrorSchema = z
  .strictObject({
    error: z.strictObject({
      code: z.enum(['invalid-parameter', 'not-found', 'unavailable', 'forbidden', 'rate-limited']),
      message: z.string(),
      parameter: z.string().optional().meta({ description: 'The parameter that was refused (400 only).' }),
    }),
  })
  .meta({ id: 'Error', description: 'Every error of the content API: 400 names the parameter, 404 says what was not found, 503 asks to try again.' });

export const AuthorRefSchema = z
  .strictObject({ id, name: z.string(), slug: z.string(), 'avatar-url': z.string().nullable(), 'avatar-s3-key': z.string().nullable() })
  .meta({ id: 'AuthorRef' });

export const AuthorSchema = AuthorRefSchema.extend({ bio: z.string(), role: z.string(), metadata: freeObject }).meta({ id: 'Author' });

const SectionRefSchema = z.strictObject({ id, name: z.string(), slug: z.string() }).meta({ id: 'SectionRef' });
const TagSchema = z.strictObject({ id, name: z.string(), slug: z.string() }).meta({ id: 'Tag' });
export const EntitySchema = z.strictObject({ id, name: z.string(), slug: z.string(), type: z.string() }).meta({ id: 'Entity' });

const imageMetadata = z.strictObject({ width: z.number(), height: z.number() });

export const StoryElementSchema: z.ZodType<ApiStoryElement> = z
  .strictObject({
    id: z.string(),
    type: z.string().meta({ description: 'text, title, image, composite, youtube-video, jsembed, data, file or polltype.' }),
    subtype: z.string().nullable(),
    text: z.string().optional(),
    title: z.string().optional(),
    url: z.string().optional(),
    hyperlink: z.string().nullable().optional(),
    'image-s3-key': z.string().optional(),
    'image-metadata': imageMetadata.optional(),
    'image-attribution': z.string().nullable().optional(),
    alt: z.string().optional(),
    get 'story-elements'() {
      return z.array(StoryElementSchema).optional();
    },
    metadata: freeObject.optional(),
    data: freeObject.optional(),
  })
  .meta({ id: 'StoryElement' });

export const CardSchema = z
  .strictObject({
    id: z.string(),
    'card-added-at': millis.optional().meta({ description: 'Live-blog updates: when the update was added.' }),
    'story-elements': z.array(StoryElementSchema),
  })
  .meta({ id: 'Card' });

const heroImageMetadata = z.looseObject({ width: z.number(), height: z.number(), alt: z.string(), 'focus-point': z.tuple([z.number(), z.number()]).optional() });

export const StorySchema = z
  .strictObject({
    id,
    headline: z.string(),
    subheadline: z.string().nullable(),
    slug: z.string().meta({ description: 'The story path, relative to its edition.' }),
    url: z.string().meta({ description: 'The story address on its own edition host, from the host map.' }),
    'story-template': z.enum(STORY_TEMPLATES),
    access: z.enum(['public', 'login']),
    metadata: z.looseObject({ 'is-closed': z.boolean(), excerpt: z.string(), summary: z.string().nullable(), section: SectionRefSchema.nullable() }),
    'hero-image-s3-key': z.string().nullable(),
    'hero-image-metadata': heroImageMetadata.nullable(),
    'hero-image-caption': z.string().nullable(),
    'hero-image-attribution': z.string().nullable(),
    'first-published-at': millis.nullable(),
    'last-published-at': millis.nullable(),
    'published-at': millis.nullable(),
    'updated-at': millis.nullable(),
    alternative: freeObject,
    authors: z.array(AuthorRefSchema),
    'author-name': z.string().nullable(),
    'author-id': id.nullable(),
    sections: z.array(SectionRefSchema),
    tags: z.array(TagSchema),
    'linked-entities': z.array(EntitySchema),
    cards: z.array(CardSchema).meta({ description: 'Empty for a registered-only story: its text is read from the members API.' }),
    seo: z.strictObject({ 'meta-title': z.string(), 'meta-description': z.string(), 'meta-keywords': z.array(z.string()) }),
    'access-level-value': z.number().int().nullable().meta({ description: '1 for a registered-only story, null for a public one.' }),
    'read-time': z.number().int().positive().meta({ description: 'Minutes to read.' }),
    'story-content-id': z.string(),
    'external-id': z.string().nullable().meta({ description: "The newsroom system's own id of the story." }),
  })
  .meta({ id: 'Story' });

/** A story in a list: `id` and the fields `fields` / `story-fields` named (all when none were). */
export const StoryFieldsSchema = StorySchema.partial().required({ id: true }).meta({ id: 'StoryFields' });

const storyItem = z.strictObject({ type: z.literal('story'), id, story: StoryFieldsSchema });

const collectionLayout = z.looseObject({}).meta({ description: 'How the front end lays the collection out (layout, show-more, items-limit, ad-slot).' });

const nestedCollection = z.strictObject({
  type: z.literal('collection'),
  id,
  slug: z.string(),
  name: z.string(),
  summary: z.string().nullable(),
  template: z.string(),
  'updated-at': millis,
  'associated-metadata': collectionLayout,
  items: z.array(storyItem),
  'total-count': z.number().int(),
});

export const CollectionSchema = z
  .strictObject({
    id,
    slug: z.string(),
    name: z.string(),
    summary: z.string().nullable(),
    template: z.string(),
    'updated-at': millis,
    metadata: freeObject,
    'associated-metadata': collectionLayout,
    items: z.array(z.discriminatedUnion('type', [storyItem, nestedCollection])),
    'total-count': z.number().int(),
  })
  .meta({ id: 'Collection' });

export const AuthorCollectionSchema = z
  .strictObject({
    id,
    slug: z.string(),
    name: z.string(),
    summary: z.string().nullable(),
    'associated-metadata': freeObject,
    author: AuthorSchema,
    items: z.array(storyItem),
    'total-count': z.number().int(),
  })
  .meta({ id: 'AuthorCollection' });

const pageOf = z.strictObject({ total: z.number().int(), limit: z.number().int(), offset: z.number().int() });

export const SearchResultsSchema = z
  .strictObject({
    results: z.strictObject({
      total: z.number().int(),
      from: z.number().int(),
      size: z.number().int(),
      stories: z.array(StoryFieldsSchema),
    }),
  })
  .meta({ id: 'SearchResults' });

export const MenuItemSchema: z.ZodType<ApiMenuItem> = z
  .strictObject({
    id,
    'parent-id': id.nullable(),
    title: z.string(),
    'item-type': z.enum(['placeholder', 'link', 'tag', 'entity', 'section']),
    url: z.string().nullable(),
    completeUrl: z.string().nullable(),
    'tag-slug': z.string().nullable(),
    'entity-slug': z.string().nullable(),
    'item-id': id.nullable(),
    'section-slug': z.string().nullable(),
    'section-name': z.string().nullable(),
    rank: z.number().int(),
    'menu-group-slug': z.string(),
    get children() {
      return z.array(MenuItemSchema);
    },
    data: z.looseObject({ link: z.string().nullable(), color: z.string().optional() }),
  })
  .meta({ id: 'MenuItem' });

const menuGroup = z.strictObject({ id, slug: z.string(), name: z.string(), items: z.array(MenuItemSchema) });

const editionHost = z.strictObject({ brand: z.string(), lang: z.enum(['bn', 'en']), name: z.string(), 'host-url': z.string().nullable() });

export const ConfigSchema = z
  .looseObject({
    'publisher-name': z.string(),
    'publisher-tagline': z.string(),
    language: z.strictObject({ 'iso-code': z.enum(['bn', 'en']), direction: z.literal('ltr') }),
    'sketches-host': z.string().nullable(),
    domains: z.array(editionHost),
    sections: z.array(
      z.strictObject({
        id,
        'parent-id': id.nullable(),
        slug: z.string(),
        name: z.string(),
        'display-name': z.string(),
        color: z.string().nullable(),
        'section-url': z.string().nullable(),
      }),
    ),
    layout: z.strictObject({ menu: z.array(MenuItemSchema) }),
    'cdn-image': z.string().nullable(),
    'cdn-name': z.string().nullable(),
    'ads-config': z.unknown(),
    'public-integrations': z.strictObject({
      'google-one-tap': z.strictObject({ 'client-id': z.string() }).nullable(),
      push: z.strictObject({ 'messaging-sender-id': z.string(), 'project-id': z.string(), 'api-key': z.string(), 'vapid-key': z.string() }).nullable(),
    }),
  })
  .meta({ id: 'Config', description: 'The public part of the brand config (lang, header collection, breaking-news path, image CDN format) and the fields below.' });

export const MemberSchema = z
  .strictObject({
    id,
    email: z.string(),
    name: z.string().nullable(),
    'avatar-url': z.string().nullable(),
    'avatar-s3-key': z.string().nullable(),
    'verification-status': z.enum(['verified', 'unverified']),
  })
  .meta({ id: 'Member' });

export const AccountsErrorSchema = z
  .looseObject({ error: z.string().meta({ description: 'A sentence for the reader, in the edition language.' }), code: z.string() })
  .meta({ id: 'AccountsError' });

/** The answer of each endpoint by name (lib/api/endpoints.ts), for the document and the tests. */
export const ANSWERS = {
  collection: CollectionSchema,
  stories: z.strictObject({ stories: z.array(StoryFieldsSchema) }),
  // Whole, or `id` and the fields `story-fields` named.
  story: z.strictObject({ story: StoryFieldsSchema }),
  'related-stories': z.strictObject({ 'related-stories': z.array(StoryFieldsSchema) }),
  'story-attributes': z.strictObject({ 'story-attributes': z.record(z.string(), z.array(z.string())) }),
  authors: z.strictObject({ authors: z.array(AuthorSchema), page: pageOf }),
  'authors-array': z.array(AuthorSchema),
  author: z.strictObject({ author: AuthorSchema }),
  'author-collection': AuthorCollectionSchema,
  search: SearchResultsSchema,
  entity: z.strictObject({ entity: EntitySchema }),
  entities: z.strictObject({ entities: z.array(EntitySchema), page: pageOf }),
  'entity-collections': z.strictObject({
    entity: EntitySchema,
    collections: z.array(
      z.strictObject({
        id,
        slug: z.string(),
        name: z.string(),
        template: z.literal('entity'),
        'associated-metadata': freeObject,
        items: z.array(storyItem),
        'total-count': z.number().int(),
      }),
    ),
  }),
  tag: z.strictObject({ tag: TagSchema }),
  config: ConfigSchema,
  'custom-url': z.strictObject({
    page: z.strictObject({ type: z.literal('redirect'), 'status-code': z.literal(301), 'source-path': z.string(), 'destination-path': z.string() }),
  }),
  'menu-groups': z.strictObject({ 'menu-groups': z.record(z.string(), menuGroup) }),
  'breaking-news': z.strictObject({
    items: z.array(z.strictObject({ id, story: z.strictObject({ id, headline: z.string(), metadata: z.strictObject({ 'linked-story-slug': z.string().nullable() }) }) })),
  }),
  bulk: z.strictObject({ results: z.record(z.string(), z.unknown()).meta({ description: "Each named request's own answer (or its error body), by name." }) }),
  member: z.strictObject({ member: MemberSchema }),
  poll: z.strictObject({
    poll: z.strictObject({
      id,
      question: z.string(),
      'is-closed': z.boolean(),
      options: z.array(z.strictObject({ id, text: z.string(), votes: z.number().int().min(0) })),
      'total-votes': z.number().int().min(0),
    }),
  }),
  'district-topics': z.strictObject({
    districts: z.array(z.strictObject({ name: z.string(), bnName: z.string(), division: z.string(), sehriOffset: z.number().int(), iftarOffset: z.number().int() })),
  }),
  'countries-list': z.strictObject({ countries: z.array(z.strictObject({ code: z.string().length(2), name: z.strictObject({ bn: z.string(), en: z.string() }) })) }),
} as const;

/** The schema of each endpoint's successful answer (lib/api/endpoints.ts names them). */
export const ENDPOINT_ANSWERS = {
  collection: ANSWERS.collection,
  stories: ANSWERS.stories,
  story: ANSWERS.story,
  'story-by-slug': ANSWERS.story,
  'story-by-external-id': ANSWERS.story,
  'related-stories': ANSWERS['related-stories'],
  'story-attributes': ANSWERS['story-attributes'],
  authors: ANSWERS.authors,
  author: ANSWERS.author,
  'author-collection': ANSWERS['author-collection'],
  'advanced-search': ANSWERS.search,
  entity: ANSWERS.entity,
  entities: ANSWERS.entities,
  'entity-collections': ANSWERS['entity-collections'],
  tag: ANSWERS.tag,
  config: ANSWERS.config,
  'custom-url': ANSWERS['custom-url'],
  'menu-groups': ANSWERS['menu-groups'],
  'breaking-news': ANSWERS['breaking-news'],
  poll: ANSWERS.poll,
  'district-topics': ANSWERS['district-topics'],
  'countries-list': ANSWERS['countries-list'],
} as const satisfies Record<EndpointName, z.ZodType>;

// Compile-time: what the serialisers build is what the schemas describe, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
type Plain<T> = T extends readonly (infer U)[] ? Plain<U>[] : T extends object ? { -readonly [K in keyof T]: Plain<T[K]> } : T;
const _storyKeys: Same<keyof z.infer<typeof StorySchema>, keyof ApiStory> = true;
const _authorKeys: Same<keyof z.infer<typeof AuthorSchema>, keyof ApiAuthor> = true;
const _cardKeys: Same<keyof z.infer<typeof CardSchema>, keyof ApiCard> = true;
const _storyBuilt: Plain<ApiStory> extends Plain<z.infer<typeof StorySchema>> ? true : never = true;
void [_storyKeys, _authorKeys, _cardKeys, _storyBuilt];
