import { describe, expect, it } from 'vitest';
import { isRobot } from '@/lib/reading-counts/bots';

describe('isRobot', () => {
  it.each([
    ['Chrome on Android', 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'],
    ['a Cubot phone', 'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36'],
    ['Safari on an iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'],
    ['Firefox on Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'],
    ['Edge', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0'],
    ['Samsung Internet', 'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36'],
    ['Opera Mini', 'Mozilla/5.0 (Linux; U; Android 12; en-US; RMX3085 Build/SP1A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/57.0.2987.108 OPR/74.0.2254.67500 Mobile Safari/537.36'],
  ])('counts %s', (_name, userAgent) => {
    expect(isRobot(userAgent)).toBe(false);
  });

  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['Googlebot for smartphones', 'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['Bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['Yahoo Slurp', 'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)'],
    ['Facebook link previews', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['WhatsApp link previews', 'WhatsApp/2.23.20.0'],
    ['Slack link previews', 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)'],
    ['headless Chrome', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36'],
    ['Lighthouse', 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse'],
    ['an uptime monitor', 'Mozilla/5.0 (compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)'],
    ['curl', 'curl/8.5.0'],
    ['Python requests', 'python-requests/2.31.0'],
    ['Go', 'Go-http-client/1.1'],
    ['Node fetch', 'node'],
    ['an old MSIE-style robot', 'Mozilla/4.0 (compatible; MSIE 6.0; Windows NT 5.1)'],
  ])('does not count %s', (_name, userAgent) => {
    expect(isRobot(userAgent)).toBe(true);
  });

  it('does not count a request without a user agent, or with an absurd one', () => {
    expect(isRobot(null)).toBe(true);
    expect(isRobot('')).toBe(true);
    expect(isRobot(`Mozilla/5.0 (X11; Linux x86_64) ${'a'.repeat(2000)}`)).toBe(true);
  });
});
