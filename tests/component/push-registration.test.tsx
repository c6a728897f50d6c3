/**
 * Turning on push messages (components/push/push-registration.client.tsx): the island
 * subscribes the service worker and sends the subscription's endpoint and keys to
 * POST /register-fcm-topic, which the server needs to encrypt messages for this browser.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PushRegistration } from '@/components/push/push-registration.client';
import { server } from './setup';

const labels = { enable: 'নোটিফিকেশন চালু করুন', on: 'নোটিফিকেশন চালু হয়েছে।', failed: 'নোটিফিকেশন চালু করা গেল না।' };
const config = { messagingSenderId: '1', projectId: 'p', apiKey: 'k', vapidKey: 'BPublicKeyOfTheServer' };
const endpoint = 'https://fcm.googleapis.com/fcm/send/abc:APA91b-xyz';
const keys = { p256dh: 'BKeyOfThisBrowser', auth: 'AuthSecretOfThisBrowser' };

describe('PushRegistration', () => {
  let subscribe: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    subscribe = vi.fn(async () => ({ endpoint, toJSON: () => ({ endpoint, expirationTime: null, keys }) }));
    const registration = { pushManager: { getSubscription: async () => null, subscribe } };
    vi.stubGlobal('Notification', { requestPermission: async () => 'granted' });
    vi.stubGlobal('PushManager', function PushManager() {});
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register: async () => registration } });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('sends the subscription’s endpoint and keys, subscribed with the server’s VAPID key', async () => {
    let sent: unknown = null;
    server.use(
      http.post('*/register-fcm-topic', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ registered: true }, { status: 201 });
      }),
    );
    render(<PushRegistration config={config} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: labels.enable }));
    expect(await screen.findByText(labels.on)).toBeTruthy();
    expect(sent).toEqual({ token: endpoint, keys });
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: config.vapidKey });
  });

  it('says notifications did not turn on when the server refuses the subscription', async () => {
    server.use(http.post('*/register-fcm-topic', () => HttpResponse.json({ error: 'x' }, { status: 400 })));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<PushRegistration config={config} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: labels.enable }));
    expect(await screen.findByText(labels.failed)).toBeTruthy();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
