import { describe, expect, it } from 'vitest';
import { cleanMetadata, pagePath, plainText } from '@/lib/members/bookmarks';
import { pushConfig } from '@/lib/config/push';
import { validPushToken } from '@/lib/push/tokens';

describe('bookmark paths', () => {
  it('keeps a path of this site without its query and fragment', () => {
    expect(pagePath('/bangladesh/rain-floods?utm=x#top')).toBe('/bangladesh/rain-floods');
    expect(pagePath('/খবর/বৃষ্টি')).toBe('/%E0%A6%96%E0%A6%AC%E0%A6%B0/%E0%A6%AC%E0%A7%83%E0%A6%B7%E0%A7%8D%E0%A6%9F%E0%A6%BF');
  });

  it('keeps the path of a story whose slug is a long Bengali headline, percent-encoded', () => {
    const slug = 'চরের-শিক্ষার্থী-তানভীর-আহমেদ-রাফি-প্রকৌশল-বিশ্ববিদ্যালয়ে-পাশে-ট্রাস্ট-এবং-তার-পরিবার-1';
    const encoded = `/education/${encodeURIComponent(slug)}`;
    expect(encoded.length).toBeGreaterThan(512);
    expect(pagePath(encoded)).toBe(encoded);
    expect(pagePath(`/${'%E0%A6%96'.repeat(300)}`)).toBeNull();
  });

  it.each(['', 'https://evil.example/', '//evil.example/a', '/\\evil.example', 'javascript:alert(1)', '/a b', '/a\nb', null, 7])('refuses %j', (value) => {
    expect(pagePath(value)).toBeNull();
  });
});

describe('bookmark metadata', () => {
  it('turns markup into plain text and drops what is not a media key or an id', () => {
    expect(cleanMetadata('/a', { headline: '<b>Hi</b> <script>x()</script>there', image: '../../etc/passwd', story_id: -3, section: 7, other: 'x' })).toEqual({
      headline: 'Hi x()there',
      url: '/a',
      story_id: null,
      image: null,
      section: null,
    });
  });

  it('falls back to the path for a missing headline and caps long text', () => {
    expect(cleanMetadata('/a', null).headline).toBe('/a');
    // Story ids are int4: a larger one would break every later recommendation query.
    expect(cleanMetadata('/a', { story_id: 3_000_000_000 }).story_id).toBeNull();
    expect(cleanMetadata('/a', { story_id: 2_147_483_647 }).story_id).toBe(2_147_483_647);
    expect(plainText('x'.repeat(400), 300)).toHaveLength(300);
  });
});

describe('push messaging', () => {
  it('has a config only when the sender id, project id and API key are all set', () => {
    expect(pushConfig({ PUSH_MESSAGING_SENDER_ID: '1', PUSH_PROJECT_ID: 'p' })).toBeNull();
    expect(pushConfig({ PUSH_MESSAGING_SENDER_ID: '1', PUSH_PROJECT_ID: 'p', PUSH_API_KEY: ' ' })).toBeNull();
    expect(pushConfig({ PUSH_MESSAGING_SENDER_ID: '1', PUSH_PROJECT_ID: 'p', PUSH_API_KEY: 'k' })).toEqual({ messagingSenderId: '1', projectId: 'p', apiKey: 'k', vapidKey: null });
  });

  it('accepts registration tokens and push endpoints, nothing else', () => {
    expect(validPushToken('dGVzdA:APA91bHun4MxP5egoKMwt2KZFBaFUH-1RYqx')).toBe(true);
    expect(validPushToken('https://fcm.googleapis.com/fcm/send/abc:APA91b-xyz')).toBe(true);
    expect(validPushToken('<script>alert(1)</script>aaaaaaaa')).toBe(false);
    expect(validPushToken('short')).toBe(false);
  });
});
