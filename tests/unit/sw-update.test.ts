import { describe, expect, it } from 'vitest';
import { needsServiceWorkerUpdate } from '@/lib/navigation/sw-update';

describe('needsServiceWorkerUpdate', () => {
  it('updates after a new deploy: the stored app version is older', () => {
    expect(needsServiceWorkerUpdate({ appVersion: '0.1.9', configVersion: 1 }, '0.1.10', 1)).toBe(true);
    expect(needsServiceWorkerUpdate({ appVersion: '0.1.10', configVersion: 1 }, '0.1.10', 1)).toBe(false);
  });

  it('updates when the cache-burst value passes the stored config version', () => {
    expect(needsServiceWorkerUpdate({ appVersion: '1.0.0', configVersion: 3 }, '1.0.0', 4)).toBe(true);
    expect(needsServiceWorkerUpdate({ appVersion: '1.0.0', configVersion: 4 }, '1.0.0', 4)).toBe(false);
  });

  it('does nothing on a first visit, with nothing stored', () => {
    expect(needsServiceWorkerUpdate({ appVersion: null, configVersion: null }, '1.0.0', 4)).toBe(false);
  });
});
