'use client';

import { useState } from 'react';
import type { PushConfig } from '@/lib/config/push';
import styles from './push-registration.module.css';

interface Props {
  readonly config: PushConfig;
  readonly labels: { readonly enable: string; readonly on: string; readonly failed: string };
}

/**
 * The service worker's push subscription, sent to POST /register-fcm-topic: its endpoint
 * is the token, and its keys let the server encrypt messages for this browser.
 */
async function register(config: PushConfig): Promise<void> {
  if (await Notification.requestPermission() !== 'granted') throw new Error('push permission not granted');
  const registration = await navigator.serviceWorker.register('/sw.js');
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, ...(config.vapidKey ? { applicationServerKey: config.vapidKey } : {}) }));
  const response = await fetch('/register-fcm-topic', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: subscription.endpoint, keys: subscription.toJSON().keys }),
  });
  if (!response.ok) throw new Error(`register-fcm-topic answered ${response.status}`);
}

/**
 * Turns on push messages (docs/product.md, "Calls"): rendered only when the config holds
 * the sender id, project id and API key. Registration errors are logged to the console only
 * (docs/product.md, "Errors"); the reader just sees that notifications did not turn on.
 */
export function PushRegistration({ config, labels }: Props) {
  const [state, setState] = useState<'idle' | 'on' | 'failed'>('idle');
  if (typeof window !== 'undefined' && !('serviceWorker' in navigator && 'PushManager' in window)) return null;
  return (
    <p data-component="push-registration">
      {state === 'on' ? (
        <span role="status">{labels.on}</span>
      ) : (
        <button
          type="button"
          className={styles.enable}
          onClick={() =>
            register(config).then(
              () => setState('on'),
              (error: unknown) => {
                console.error('push registration failed:', error instanceof Error ? error.message : error);
                setState('failed');
              },
            )
          }
        >
          {labels.enable}
        </button>
      )}
      {state === 'failed' && <span role="status"> {labels.failed}</span>}
    </p>
  );
}
