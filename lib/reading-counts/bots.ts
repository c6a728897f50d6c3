/**
 * Which user agents are not readers (docs/reading-counts.md): crawlers, link previewers,
 * monitors, headless and scripted browsers, and HTTP libraries. A reader's browser sends a
 * `Mozilla/5.0 (…)` user agent; anything else, or one naming a known robot, is not counted.
 * A client can always lie about its user agent: this keeps honest robots out of the counts,
 * the once-an-hour mark and the address limit keep the dishonest ones small.
 */

/** Words that only robots put in their user agents (case-insensitive). */
const ROBOT_WORDS = [
  'bot',
  'crawl',
  'spider',
  'slurp',
  'archiver',
  'scraper',
  'headless',
  'phantomjs',
  'selenium',
  'webdriver',
  'puppeteer',
  'playwright',
  'lighthouse',
  'chrome-lighthouse',
  'pagespeed',
  'gtmetrix',
  'pingdom',
  'uptime',
  'monitor',
  'facebookexternalhit',
  'facebookcatalog',
  'embedly',
  'preview',
  'whatsapp',
  'telegram',
  'skype',
  'feedfetcher',
  'mediapartners',
  'validator',
  'python',
  'curl',
  'wget',
  'java/',
  'okhttp',
  'go-http-client',
  'node-fetch',
  'undici',
  'axios',
  'libwww',
  'httpclient',
  'http_request',
] as const;

/** `bot` anywhere but in the name of the Cubot phones. */
const ROBOT = new RegExp(`(?<!cu)bot|${ROBOT_WORDS.filter((word) => word !== 'bot').map((word) => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')}`, 'i');

/** A reader's browser: `Mozilla/5.0 (` and a platform, as every current browser sends. */
const BROWSER = /^Mozilla\/5\.0 \([^)]+\)/;

/** Whether a request with this User-Agent header is a robot's (and so never counted). */
export function isRobot(userAgent: string | null | undefined): boolean {
  if (!userAgent || userAgent.length > 1024) return true;
  return !BROWSER.test(userAgent) || ROBOT.test(userAgent);
}
