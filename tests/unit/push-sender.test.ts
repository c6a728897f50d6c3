/**
 * The push sender's rules (docs/members.md, "Offline and push"): its config, the SSRF guard
 * on the endpoints readers register, the subscription keys a registration may carry, and
 * the payload a browser is sent.
 */
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseSiteHosts } from '@/lib/config/hosts';
import { DEFAULT_PUSH_ENDPOINT_HOSTS, pushSenderConfig } from '@/lib/config/push';
import { pushEndpointAllowed } from '@/lib/push/endpoint';
import { pushPayload } from '@/lib/push/send';
import { subscriptionKeys } from '@/lib/push/tokens';

const PUBLIC_KEY = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
const PRIVATE_KEY = Buffer.alloc(32, 9).toString('base64url');

function browserKeys() {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = publicKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x as string, 'base64url'), Buffer.from(jwk.y as string, 'base64url')]);
  return { p256dh: point.toString('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') };
}

describe('push sender config', () => {
  it('sends only when both VAPID keys are set', () => {
    expect(pushSenderConfig({}).vapid).toBeNull();
    expect(pushSenderConfig({ PUSH_VAPID_KEY: PUBLIC_KEY }).vapid).toBeNull();
    expect(pushSenderConfig({ PUSH_VAPID_KEY: PUBLIC_KEY, PUSH_VAPID_PRIVATE_KEY: PRIVATE_KEY }).vapid).toEqual({ publicKey: PUBLIC_KEY, privateKey: PRIVATE_KEY, subject: null });
  });

  it('refuses malformed keys, a private key alone and a subject that is neither mailto: nor https:', () => {
    expect(() => pushSenderConfig({ PUSH_VAPID_KEY: 'abc', PUSH_VAPID_PRIVATE_KEY: PRIVATE_KEY })).toThrow(/PUSH_VAPID_KEY/);
    expect(() => pushSenderConfig({ PUSH_VAPID_KEY: PUBLIC_KEY, PUSH_VAPID_PRIVATE_KEY: PUBLIC_KEY })).toThrow(/PUSH_VAPID_PRIVATE_KEY/);
    expect(() => pushSenderConfig({ PUSH_VAPID_PRIVATE_KEY: PRIVATE_KEY })).toThrow(/without PUSH_VAPID_KEY/);
    expect(() => pushSenderConfig({ PUSH_VAPID_SUBJECT: 'http://alokpat.com.bd' })).toThrow(/PUSH_VAPID_SUBJECT/);
    expect(pushSenderConfig({ PUSH_VAPID_SUBJECT: 'mailto:newsroom@alokpat.com.bd' }).vapid).toBeNull();
  });

  it('allows the known push services unless PUSH_ENDPOINT_HOSTS says otherwise, where "default" names them', () => {
    expect(pushSenderConfig({}).endpoints.hosts).toEqual(DEFAULT_PUSH_ENDPOINT_HOSTS);
    expect(pushSenderConfig({ PUSH_ENDPOINT_HOSTS: '127.0.0.1:3409' }).endpoints.hosts).toEqual(['127.0.0.1:3409']);
    expect(pushSenderConfig({ PUSH_ENDPOINT_HOSTS: 'default, Push.Example.net' }).endpoints.hosts).toEqual([...DEFAULT_PUSH_ENDPOINT_HOSTS, 'push.example.net']);
    expect(() => pushSenderConfig({ PUSH_ENDPOINT_HOSTS: 'https://push.example.net' })).toThrow(/PUSH_ENDPOINT_HOSTS/);
  });

  it('allows http:// endpoints only outside production, or in it with PUSH_ALLOW_HTTP_ENDPOINTS=1', () => {
    expect(pushSenderConfig({ NODE_ENV: 'production' }).endpoints.allowLoopbackHttp).toBe(false);
    expect(pushSenderConfig({ NODE_ENV: 'production', PUSH_ALLOW_HTTP_ENDPOINTS: '1' }).endpoints.allowLoopbackHttp).toBe(true);
    expect(pushSenderConfig({ NODE_ENV: 'development' }).endpoints.allowLoopbackHttp).toBe(true);
    expect(pushSenderConfig({ NODE_ENV: 'development', PUSH_ALLOW_HTTP_ENDPOINTS: '0' }).endpoints.allowLoopbackHttp).toBe(false);
    expect(() => pushSenderConfig({ PUSH_ALLOW_HTTP_ENDPOINTS: 'yes' })).toThrow(/PUSH_ALLOW_HTTP_ENDPOINTS/);
  });
});

describe('the SSRF guard on push endpoints', () => {
  const production = pushSenderConfig({ NODE_ENV: 'production' }).endpoints;

  it.each([
    'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b-xyz',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    'https://web.push.apple.com/QGuQyavXutnMH',
    'https://api.push.apple.com/3/device/abc',
    'https://fcm.googleapis.com:443/fcm/send/x',
  ])('sends to a known push service: %s', (endpoint) => {
    expect(pushEndpointAllowed(endpoint, production)).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com:8443/fcm/send/x',
    'https://fcm.googleapis.com./fcm/send/x',
    'https://fcm.googleapis.com.evil.example/x',
    'https://evilfcm.googleapis.com/x',
    'https://user:pass@fcm.googleapis.com/x',
    'https://notify.windows.com/x',
    'https://169.254.169.254/latest/meta-data/',
    'https://localhost/x',
    'http://127.0.0.1:3409/push/x',
    'file:///etc/passwd',
    'dGVzdA:APA91bHun4MxP5egoKMwt2KZFBaFUH-1RYqx',
  ])('refuses anything else: %s', (endpoint) => {
    expect(pushEndpointAllowed(endpoint, production)).toBe(false);
  });

  it('takes http:// only on a loopback address that is on the list, and only when allowed', () => {
    const testServer = pushSenderConfig({ NODE_ENV: 'production', PUSH_ALLOW_HTTP_ENDPOINTS: '1', PUSH_ENDPOINT_HOSTS: '127.0.0.1:3409,push.example.net' }).endpoints;
    expect(pushEndpointAllowed('http://127.0.0.1:3409/push/a', testServer)).toBe(true);
    expect(pushEndpointAllowed('http://127.0.0.1:3410/push/a', testServer)).toBe(false);
    expect(pushEndpointAllowed('http://push.example.net/a', testServer)).toBe(false);
    expect(pushEndpointAllowed('https://push.example.net/a', testServer)).toBe(true);
    expect(pushEndpointAllowed('http://127.0.0.1:3409/push/a', { ...testServer, allowLoopbackHttp: false })).toBe(false);
  });
});

describe('subscription keys', () => {
  it('takes a browser’s P-256 key and 16-byte auth secret, padded or not', () => {
    const keys = browserKeys();
    expect(subscriptionKeys(keys)).toEqual(keys);
    expect(subscriptionKeys({ p256dh: `${keys.p256dh}=`, auth: `${keys.auth}==` })).toEqual(keys);
    expect(subscriptionKeys(undefined)).toBeUndefined();
  });

  it.each([
    ['a string', 'keys'],
    ['no auth', { p256dh: browserKeys().p256dh }],
    ['a short p256dh', { p256dh: Buffer.alloc(33, 4).toString('base64url'), auth: Buffer.alloc(16).toString('base64url') }],
    ['a compressed point', { p256dh: Buffer.concat([Buffer.from([2]), Buffer.alloc(64, 1)]).toString('base64url'), auth: Buffer.alloc(16).toString('base64url') }],
    ['an 8-byte auth', { p256dh: browserKeys().p256dh, auth: Buffer.alloc(8).toString('base64url') }],
    ['standard base64', { p256dh: browserKeys().p256dh.replace(/-/g, '+').replace(/_/g, '/').replace(/^./, '+'), auth: Buffer.alloc(16).toString('base64url') }],
    ['markup', { p256dh: '<script>alert(1)</script>', auth: 'x' }],
  ])('refuses %s', (_, value) => {
    expect(subscriptionKeys(value)).toBeNull();
  });
});

describe('push payload', () => {
  const hosts = parseSiteHosts('alokpat.com.bd=main:bn,en.alokpat.com.bd=main:en', { localHosts: true, port: 3000 });
  const message = { id: 7, title: 'Polls open', body: 'Voting until 4 pm.', url: '/election/polls-open', 'created-at': '2026-11-26T00:00:00.000Z' };

  it('names the story absolutely on its own edition’s production host', () => {
    expect(pushPayload(hosts, { brand: 'main', lang: 'en' }, message)).toEqual({ title: 'Polls open', body: 'Voting until 4 pm.', url: 'https://en.alokpat.com.bd/election/polls-open', tag: 'push-7' });
  });

  it('keeps an absolute address the newsroom gave', () => {
    expect(pushPayload(hosts, { brand: 'main', lang: 'bn' }, { ...message, url: 'https://en.alokpat.com.bd/world/x' })?.url).toBe('https://en.alokpat.com.bd/world/x');
  });

  it('opens the edition’s home when the message has no address', () => {
    expect(pushPayload(hosts, { brand: 'main', lang: 'bn' }, { ...message, url: null })?.url).toBe('https://alokpat.com.bd/');
  });

  it('shortens a long body so the payload fits a push message', () => {
    // The longest title and body ingest takes, on a story whose Bengali slug is percent-encoded.
    const url = `/election/${encodeURIComponent('ভোটকেন্দ্র'.repeat(12))}`;
    const payload = pushPayload(hosts, { brand: 'main', lang: 'bn' }, { ...message, url, title: 'ভোটকেন্দ্র '.repeat(18), body: 'ভোটকেন্দ্র '.repeat(90) });
    const bytes = Buffer.byteLength(JSON.stringify(payload));
    expect(bytes).toBeLessThanOrEqual(3_800);
    expect(bytes).toBeGreaterThan(3_790);
    expect(payload?.body.endsWith('…')).toBe(true);
    expect(payload?.body.startsWith('ভোটকেন্দ্র ভোটকেন্দ্র')).toBe(true);
  });
});
