import { fireEvent, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { CookieConsent } from '@/components/consent/cookie-consent';
import { CookieSettingsButton } from '@/components/consent/cookie-consent.client';
import { afterHydration } from './setup';

const NAME = 'কুকি বিষয়ক নোটিশ';

describe('the cookie-consent banner', () => {
  afterEach(() => Cookies.remove('CookieConsent', { path: '/' }));

  it('asks a new reader, links the privacy policy, and after OK sets the cookie and goes away', async () => {
    render(<CookieConsent lang="bn" />);
    const banner = await screen.findByRole('region', { name: NAME });
    expect(banner.textContent).toBe('এই সাইট ব্যবহার করে আপনি আমাদের গোপনীয়তা নীতি মেনে নিচ্ছেন।না, ধন্যবাদঠিক আছে');
    expect(screen.getByRole('link', { name: 'গোপনীয়তা নীতি' }).getAttribute('href')).toBe('/privacy-policy');

    fireEvent.click(screen.getByRole('button', { name: 'ঠিক আছে' }));

    expect(Cookies.get('CookieConsent')).toBe('true');
    expect(screen.queryByRole('region', { name: NAME })).toBeNull();
  });

  it('reads in English on the English edition', async () => {
    render(<CookieConsent lang="en" />);
    expect((await screen.findByRole('region', { name: 'Cookie notice' })).textContent).toBe('By using this site, you agree to our Privacy Policy.No thanksOK');
  });

  it('records a refusal, which also hides it', async () => {
    render(<CookieConsent lang="en" />);
    fireEvent.click(await screen.findByRole('button', { name: 'No thanks' }));
    expect(Cookies.get('CookieConsent')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });

  it('comes back from the cookie settings button, and a new answer replaces the old one', async () => {
    Cookies.set('CookieConsent', 'true', { path: '/' });
    render(
      <>
        <CookieConsent lang="en" />
        <CookieSettingsButton label="Cookie settings" />
      </>,
    );
    await afterHydration();
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(Cookies.get('CookieConsent')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });

  it('is not shown to a reader who has already agreed, nor to one who refused', async () => {
    Cookies.set('CookieConsent', 'true', { path: '/' });
    const { unmount } = render(<CookieConsent lang="bn" />);
    await afterHydration();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button', { name: 'ঠিক আছে' })).toBeNull();
    unmount();
    Cookies.set('CookieConsent', 'false', { path: '/' });
    render(<CookieConsent lang="bn" />);
    await afterHydration();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('is not in the server HTML, so a reader who agreed never sees it flash', () => {
    expect(renderToString(<CookieConsent lang="bn" />)).toBe('');
  });
});
