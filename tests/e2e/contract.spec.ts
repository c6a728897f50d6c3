/**
 * The content API's contract: every path of the OpenAPI document the server publishes
 * (/api/v1/openapi.json) is called on every one of the eight hosts, and each answer is
 * validated against the document's schema for its status code with a JSON Schema 2020-12
 * validator (OpenAPI 3.1's dialect). A status the document does not list fails, and so does
 * a documented path this spec has no call for: a new endpoint cannot go undocumented or
 * untested. Every path must answer 200 on at least one host.
 */
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { browserFetch, signedInMember } from './helpers/accounts';
import { EDITION_CASES, PORT, get } from './helpers/editions';
import { previewApiPath } from './helpers/stories';

/* eslint-disable @typescript-eslint/no-explicit-any -- the document and the answers are read as the untyped JSON a client sees */
type Json = any;

const INGEST_KEY = process.env.INGEST_API_KEY ?? 'e2e-ingest-key';

let doc: Json;
const validators = new Map<string, ValidateFunction>();
/** Documented path → hosts where it answered 200. */
const succeeded = new Map<string, Set<string>>();

function validatorFor(path: string, method: string, status: number): ValidateFunction | null {
  const response = doc.paths[path]?.[method]?.responses?.[String(status)];
  expect(response, `${method.toUpperCase()} ${path} answered ${status}, which the document does not list`).toBeDefined();
  const schema = response.content?.['application/json']?.schema;
  if (!schema) return null;
  const key = `${method} ${path} ${status}`;
  if (!validators.has(key)) {
    // strict: false lets OpenAPI's own keywords (components, example) sit beside the schema.
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    validators.set(key, ajv.compile({ ...schema, components: doc.components }));
  }
  return validators.get(key)!;
}

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

/** Holds one answer to the document: its status is listed, its body matches that status's schema. */
function check(path: string, host: string, answer: Answer, method = 'get'): void {
  const validate = validatorFor(path, method, answer.status);
  if (validate) {
    const valid = validate(answer.body);
    expect(valid, `${method.toUpperCase()} ${path} on ${host} (${answer.status}): ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
  } else {
    expect(answer.body, `${path} ${answer.status} has no body`).toBeNull();
  }
  if (answer.status === 200) {
    const hosts = succeeded.get(path) ?? new Set<string>();
    hosts.add(host);
    succeeded.set(path, hosts);
  }
}

async function answerOf(response: APIResponse): Promise<Answer> {
  const text = await response.text();
  return { status: response.status(), body: text ? JSON.parse(text) : null };
}

async function call(request: APIRequestContext, origin: string, host: string, path: string, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const answer = await answerOf(await get(request, `${origin}${url}`, { headers, maxRedirects: 0 }));
  check(path, host, answer);
  return answer;
}

test.describe.configure({ mode: 'serial' });

test('the document is OpenAPI 3.1, served like any public answer, the same on every host', async ({ request }) => {
  const [first] = EDITION_CASES;
  const response = await get(request, `${first.origin}/api/v1/openapi.json`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('public');
  expect(response.headers()['etag']).toBeTruthy();
  doc = await response.json();
  expect(doc.openapi).toBe('3.1.0');
  expect(Object.keys(doc.paths).length).toBeGreaterThan(20);
  for (const { origin } of EDITION_CASES.slice(1)) expect(await (await get(request, `${origin}/api/v1/openapi.json`)).json()).toEqual(doc);
});

for (const { host, origin } of EDITION_CASES) {
  test(`every documented call answers on ${host} as the document says`, async ({ request }) => {
    expect(doc, 'the document was read first').toBeDefined();
    const called = new Set<string>();
    const hit = async (path: string, url: string, headers?: Record<string, string>) => {
      called.add(path);
      return (await call(request, origin, host, path, url, headers)).body as Json;
    };

    const config = await hit('/api/v1/config', '/api/v1/config');
    expect(config['sketches-host']).toBe(origin);
    await hit('/api/v1/menu-groups', '/api/v1/menu-groups');
    const breaking = await hit('/api/v1/breaking-news', '/api/v1/breaking-news');
    const home = await hit('/api/v1/collections/{slug}', '/api/v1/collections/home?limit=5');
    await hit('/api/v1/collections/{slug}', '/api/v1/collections/no-such-collection');

    const { stories } = await hit('/api/v1/stories', '/api/v1/stories?limit=3');
    expect(stories.length).toBeGreaterThan(0);
    for (const story of stories) expect(new URL(story.url).origin).toBe(origin);
    await hit('/api/v1/stories', '/api/v1/stories?story-group=top&story-fields=headline,url');
    await hit('/api/v1/stories', '/api/v1/stories?limit=abc');
    const [story] = stories;
    await hit('/api/v1/stories/{id}', `/api/v1/stories/${story.id}`);
    await hit('/api/v1/stories/{id}', '/api/v1/stories/999999999');
    await hit('/api/v1/stories-by-slug', `/api/v1/stories-by-slug?slug=${encodeURIComponent(story.slug)}`);
    await hit('/api/v1/stories/{id}/attributes', `/api/v1/stories/${story.id}/attributes`);
    await hit('/api/v1/stories/{id}/related-stories', `/api/v1/stories/${story.id}/related-stories?story-fields=headline,url`);

    // The newsroom system's id: given to one story here through the ingest API, then looked up.
    if (host === 'localhost') {
      const externalId = `contract-${story.id}`;
      const write = await request.put(`http://127.0.0.1:${PORT}/api/ingest/v1/stories/${story.id}`, {
        headers: { host: `localhost:${PORT}`, 'content-type': 'application/json', authorization: `Bearer ${INGEST_KEY}` },
        data: JSON.stringify({ 'external-id': externalId }),
      });
      expect(write.status()).toBe(200);
      const found = await hit('/api/v1/story-by-external-id/{id}', `/api/v1/story-by-external-id/${externalId}`);
      expect(found.story.id).toBe(story.id);
    }
    await hit('/api/v1/story-by-external-id/{id}', '/api/v1/story-by-external-id/no-such-id');

    await hit('/api/v1/preview/story/{key}', previewApiPath(story.id));
    await hit('/api/v1/preview/story/{key}', `/api/v1/preview/story/${story.id}.1.forged`);

    const search = await hit('/api/v1/search', '/api/v1/search?limit=5&fields=id,tags,headline');
    await hit('/api/v1/search', `/api/v1/search?q=${'x'.repeat(300)}`);
    const across = await hit('/api/v1/search', '/api/v1/search?brand=all&limit=20&fields=url');
    for (const found of across.results.stories as Json[]) expect(new URL(found.url).hostname).toMatch(/localhost$/);
    await hit('/api/v1/advanced-search', '/api/v1/advanced-search?limit=2&sort=latest-published');
    const tagged = (search.results.stories as Json[]).find((candidate) => candidate.tags.length);
    if (tagged) await hit('/api/v1/tags/{slug}', `/api/v1/tags/${encodeURIComponent(tagged.tags[0].slug)}`);
    await hit('/api/v1/tags/{slug}', '/api/v1/tags/no-such-tag-anywhere');

    const { authors } = await hit('/api/v1/authors', '/api/v1/authors?limit=2');
    await hit('/api/authors', '/api/authors?limit=2');
    const authorId = authors[0]?.id ?? 999999999;
    await hit('/api/v1/authors/{id}', `/api/v1/authors/${authorId}`);
    await hit('/api/v1/authors/{id}/collection', `/api/v1/authors/${authorId}/collection?limit=2&story-fields=headline`);

    const { entities } = await hit('/api/v1/entities', '/api/v1/entities?limit=1');
    const entityId = entities[0]?.id ?? 999999999;
    await hit('/api/v1/entities/{id}', `/api/v1/entities/${entityId}`);
    await hit('/api/v1/entity/{id}', `/api/v1/entity/${entityId}`);
    await hit('/api/v1/entity/{id}/collections', `/api/v1/entity/${entityId}/collections?limit=2`);

    // The seed keeps /old-archive/{id} for the stories its first breaking items link to.
    for (const item of (breaking.items as Json[]).slice(0, 3)) {
      const slug = item.story.metadata['linked-story-slug'];
      const linked = slug ? await answerOf(await get(request, `${origin}/api/v1/stories-by-slug?slug=${encodeURIComponent(slug)}`)) : null;
      const id = (linked?.body as Json)?.story?.id;
      if (id && (await hit('/api/v1/custom-urls/{path}', `/api/v1/custom-urls/old-archive/${id}`)).page) break;
    }
    await hit('/api/v1/custom-urls/{path}', '/api/v1/custom-urls/no/such/path');

    // Bulk: the POST's 303 and the GET it sends to.
    called.add('/api/v1/bulk-request');
    const post = await request.post(`http://127.0.0.1:${PORT}/api/v1/bulk-request`, {
      headers: { host: new URL(origin).host, 'content-type': 'application/json' },
      data: JSON.stringify({ requests: { home: { _type: 'collection', slug: 'home', limit: 2 }, latest: { _type: 'stories', limit: 2 } } }),
      maxRedirects: 0,
    });
    check('/api/v1/bulk-request', host, await answerOf(post), 'post');
    expect(post.status()).toBe(303);
    const bulk = await hit('/api/v1/bulk-request', post.headers()['location']);
    expect(Object.keys(bulk.results).sort()).toEqual(['home', 'latest']);
    const badPost = await request.post(`http://127.0.0.1:${PORT}/api/v1/bulk-request`, {
      headers: { host: new URL(origin).host, 'content-type': 'application/json' },
      data: JSON.stringify({ requests: { x: { _type: 'nope' } } }),
    });
    check('/api/v1/bulk-request', host, await answerOf(badPost), 'post');

    // A validator sent back: 304, no body, as documented.
    const first = await get(request, `${origin}/api/v1/collections/home?limit=5`);
    const again = await call(request, origin, host, '/api/v1/collections/{slug}', '/api/v1/collections/home?limit=5', { 'If-None-Match': first.headers()['etag'] });
    expect(again.status).toBe(304);
    expect(home.slug).toBe('home');

    called.add('/api/v1/members/me');
    called.add('/api/v1/openapi.json');
    const undocumented = Object.keys(doc.paths).filter((path) => !called.has(path));
    expect(undocumented, 'documented paths this spec does not call').toEqual([]);
  });
}

test('members/me answers as documented, anonymous and signed in', async ({ page }) => {
  const { host, origin } = EDITION_CASES.find((edition) => edition.host === 'chinta.localhost')!;
  check('/api/v1/members/me', host, await browserFetch(page, origin, '/api/v1/members/me'));
  await signedInMember(page, origin, 'contract');
  check('/api/v1/members/me', host, await browserFetch(page, origin, '/api/v1/members/me'));
});

test('every documented path answered 200 on at least one host', () => {
  const never = Object.keys(doc.paths).filter((path) => path !== '/api/v1/openapi.json' && !succeeded.has(path));
  expect(never).toEqual([]);
});
