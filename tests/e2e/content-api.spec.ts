import { expect, test } from '@playwright/test';
import { api, browserFetch, signedInMember } from './helpers/accounts';
import { EDITION_CASES, get } from './helpers/editions';
import { rawRequest } from './helpers/raw-http';
import { previewApiPath } from './helpers/stories';

/* eslint-disable @typescript-eslint/no-explicit-any -- API answers are read as the untyped JSON a client sees */
type Json = any;

// The publisher platform's paths, on every host, in the shape its clients read.
for (const { host, origin, brand, lang } of EDITION_CASES) {
  test(`the publisher config of ${host} names its brand and links its sections on its own host`, async ({ request }) => {
    const response = await get(request, `${origin}/api/v1/config`);
    expect(response.status()).toBe(200);
    const config = await response.json();
    expect(config['publisher-name']).toBe(brand.name[lang]);
    expect(config['sketches-host']).toBe(origin);
    expect(config.sections.length).toBeGreaterThan(0);
    for (const section of config.sections) expect(new URL(section['section-url']).origin).toBe(origin);
    // One-tap is on in the end-to-end build; its client id is public by design.
    expect(config['public-integrations']['google-one-tap']).toEqual({ 'client-id': process.env.GOOGLE_CLIENT_ID ?? 'e2e-one-tap.apps.googleusercontent.com' });
  });

  test(`the platform's author, tag, entity, search and related-stories calls answer on ${host}`, async ({ request }) => {
    const authors: Json[] = await (await get(request, `${origin}/api/authors?limit=2`)).json();
    expect(Array.isArray(authors)).toBe(true);
    expect(authors.length).toBeGreaterThan(0);
    const author = await get(request, `${origin}/api/v1/authors/${authors[0].id}`);
    expect(author.status()).toBe(200);
    expect((await author.json()).author).toEqual(authors[0]);

    const search = await (await get(request, `${origin}/api/v1/search?limit=2&fields=id,tags`)).json();
    expect(search.results.total).toBeGreaterThan(0);
    const [story] = search.results.stories as Json[];
    expect(story.id).toEqual(expect.any(Number));

    const related = await get(request, `${origin}/api/v1/stories/${story.id}/related-stories?story-fields=headline`);
    expect(related.status()).toBe(200);
    for (const other of (await related.json())['related-stories']) {
      expect(Object.keys(other).sort()).toEqual(['headline', 'id']);
      expect(other.id).not.toBe(story.id);
    }

    const tagged = (search.results.stories as Json[]).find((s) => s.tags.length);
    if (tagged) {
      const tag = await get(request, `${origin}/api/v1/tags/${encodeURIComponent(tagged.tags[0].slug)}`);
      expect(tag.status()).toBe(200);
      expect((await tag.json()).tag).toMatchObject({ id: expect.any(Number), slug: tagged.tags[0].slug });
    }
    const entities = (await (await get(request, `${origin}/api/v1/entities?limit=1`)).json()).entities as Json[];
    if (entities.length) expect((await (await get(request, `${origin}/api/v1/entity/${entities[0].id}`)).json()).entity).toEqual(entities[0]);
    expect((await get(request, `${origin}/api/v1/entity/999999999`)).status()).toBe(404);
  });
}

test('an unchanged API answer is 304 to a client that sends its ETag back, and a changed one is sent whole', async ({ request }) => {
  const [{ origin }] = EDITION_CASES;
  const first = await get(request, `${origin}/api/v1/collections/home?story-fields=headline`);
  expect(first.status()).toBe(200);
  const etag = first.headers()['etag'];
  expect(etag).toMatch(/^W\/".+"$/);
  const again = await get(request, `${origin}/api/v1/collections/home?story-fields=headline`, { headers: { 'If-None-Match': etag } });
  expect(again.status()).toBe(304);
  expect((await again.body()).length).toBe(0);
  expect(again.headers()['etag']).toBe(etag);
  expect(again.headers()['cache-control']).toBe(first.headers()['cache-control']);
  // Another answer (other fields) does not match that tag.
  const other = await get(request, `${origin}/api/v1/collections/home?story-fields=url`, { headers: { 'If-None-Match': etag } });
  expect(other.status()).toBe(200);
  expect(other.headers()['etag']).not.toBe(etag);
});

test("members/me answers the signed-in member under the platform's member key, with their id, never stored", async ({ page }) => {
  const { origin } = EDITION_CASES.find((edition) => edition.host === 'bigyan.localhost')!;
  const anonymous = await browserFetch(page, origin, '/api/v1/members/me');
  expect(anonymous.status).toBe(401);
  const email = await signedInMember(page, origin, 'members-me');
  const answer = await browserFetch(page, origin, '/api/v1/members/me');
  expect(answer.status).toBe(200);
  expect(answer.headers['cache-control']).toContain('no-store');
  const me = await api(page, origin, 'GET', 'users/me');
  expect(answer.body).toEqual({ member: me.body.user });
  expect(answer.body.member).toMatchObject({ id: expect.any(Number), email });
});

test('a story answers its attributes, and an unknown story 404', async ({ request }) => {
  const [{ origin }] = EDITION_CASES;
  const { results } = await (await get(request, `${origin}/api/v1/search?limit=1&fields=id`)).json();
  const answer = await get(request, `${origin}/api/v1/stories/${results.stories[0].id}/attributes`);
  expect(answer.status()).toBe(200);
  expect((await answer.json())['story-attributes']).toEqual(expect.any(Object));
  expect((await get(request, `${origin}/api/v1/stories/999999999/attributes`)).status()).toBe(404);
});

test('a bulk request is sent by 303 to a cacheable GET that answers every named request', async ({ request }) => {
  const { origin } = EDITION_CASES.find((edition) => edition.host === 'en.localhost')!;
  const target = new URL('/api/v1/bulk-request', origin);
  const host = target.host;
  target.hostname = '127.0.0.1';
  const body = { requests: { home: { _type: 'collection', slug: 'home', 'story-fields': 'headline,url', limit: 3 }, latest: { _type: 'stories', limit: 2, 'story-fields': 'headline' } } };
  const posted = await request.post(target.toString(), { data: body, headers: { host }, maxRedirects: 0 });
  expect(posted.status()).toBe(303);
  const location = posted.headers()['location'];
  expect(location).toMatch(/^\/api\/v1\/bulk-request\?requests=/);
  const answer = await get(request, `${origin}${location}`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toContain('s-maxage=');
  const { results } = await answer.json();
  expect(results.home.items.length).toBeLessThanOrEqual(3);
  expect(results.latest.stories).toHaveLength(2);
  // The same address is answered 304 to a client that kept it.
  expect((await get(request, `${origin}${location}`, { headers: { 'If-None-Match': answer.headers()['etag'] } })).status()).toBe(304);
  // Hostile sets are refused with the API's 400, never a 500.
  for (const data of [{ requests: { a: { _type: 'members' } } }, { requests: 'x' }, '{"requests":']) {
    const refused = await request.post(target.toString(), { data, headers: { host, 'content-type': 'application/json' }, maxRedirects: 0 });
    expect(refused.status(), JSON.stringify(data)).toBe(400);
  }
  expect((await get(request, `${origin}/api/v1/bulk-request?requests=%%%`)).status()).toBe(400);
});

test('a public preview key is checked like a secret: wrong keys from one address are limited there, others still preview', async ({ request }) => {
  const [{ origin }] = EDITION_CASES;
  const { results } = await (await get(request, `${origin}/api/v1/search?limit=1&fields=id`)).json();
  const id: number = results.stories[0].id;
  const path = previewApiPath(id);
  const forged = `${path.slice(0, -4)}${path.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
  const statuses: number[] = [];
  for (let i = 0; i < 21; i++) statuses.push((await rawRequest({ path: forged, from: '127.0.0.31' })).status);
  expect(statuses.slice(0, 20)).toEqual(Array(20).fill(403));
  const limited = await rawRequest({ path: forged, from: '127.0.0.31' });
  expect(limited.status).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  // Another reader with the real key is not locked out, and the answer is never stored or indexed.
  const real = await rawRequest({ path, from: '127.0.0.32' });
  expect(real.status).toBe(200);
  expect(real.headers['cache-control']).toBe('private, no-store');
  expect(real.headers['x-robots-tag']).toBe('noindex');
  expect(JSON.parse(real.body).story.id).toBe(id);
  for (const junk of ['x', `${id}`, `${id}.`, `${id}.1.${'a'.repeat(5000)}`, '..%2F..%2Fetc', `${id}.-1.abc`]) {
    expect([400, 403, 404, 414], junk).toContain((await rawRequest({ path: `/api/v1/preview/story/${junk}`, from: '127.0.0.33' })).status);
  }
});
