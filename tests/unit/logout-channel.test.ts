import { describe, expect, it } from 'vitest';
import { fromAnotherTab, LOGOUT_CHANNEL, logoutMessage } from '@/lib/auth/client';

describe('the logout message between tabs', () => {
  it("reaches this tab's own header too, which knows it as its own and does not navigate a second time", async () => {
    const header = new BroadcastChannel(LOGOUT_CHANNEL);
    const button = new BroadcastChannel(LOGOUT_CHANNEL);
    try {
      const received = new Promise<unknown>((resolve) => {
        header.onmessage = (event) => resolve(event.data);
      });
      button.postMessage(logoutMessage());
      expect(fromAnotherTab(await received)).toBe(false);
    } finally {
      header.close();
      button.close();
    }
  });

  it("is another tab's logout when it names another tab, or is the bare word an older page sent", () => {
    expect(fromAnotherTab({ type: 'logout', tab: 'another-tab' })).toBe(true);
    expect(fromAnotherTab('logout')).toBe(true);
    expect(fromAnotherTab(null)).toBe(true);
  });
});
