import { brandServesLang, type Brand, type Lang, type SocialLinks } from '@/lib/brands/brands';
import { siteHosts } from '@/lib/config/hosts';
import { getMenu, type MenuItemData } from '@/lib/content';
import { copyrightLine } from '@/lib/footer/copyright';
import { decideFooter } from '@/lib/footer/decide-footer';
import { editionHosts, footerMenuItems, splitFooterLinks, toFooterLink, type FooterLink } from '@/lib/footer/footer-links';
import { getT } from '@/lib/i18n/messages';
import { CookieSettingsButton } from '../consent/cookie-consent.client';
import { FooterGate } from './footer-gate.client';
import styles from './site-footer.module.css';
import { Icon, type IconName } from '../icons/icons';

type T = ReturnType<typeof getT<'footer'>>;

const SOCIAL: readonly { key: keyof SocialLinks; label: 'facebook' | 'twitter' | 'instagram' | 'youtube' | 'linkedin'; icon: IconName }[] = [
  { key: 'facebook-url', label: 'facebook', icon: 'facebook' },
  { key: 'twitter-url', label: 'twitter', icon: 'x' },
  { key: 'instagram-url', label: 'instagram', icon: 'instagram' },
  { key: 'youtube-url', label: 'youtube', icon: 'youtube' },
  { key: 'linkedin-url', label: 'linkedin', icon: 'linkedin' },
];

interface Props {
  brand: Brand;
  lang: Lang;
}

/** A failing menu read leaves the footer without links rather than failing the page. */
async function footerMenu(brand: Brand, lang: Lang): Promise<readonly MenuItemData[]> {
  try {
    return await getMenu(brand.key, lang, 'footer');
  } catch (error) {
    console.error('footer menu failed:', (error as Error).message);
    return [];
  }
}

function FooterLinkItem({ link, t }: { link: FooterLink; t: T }) {
  switch (link.kind) {
    case 'internal':
      return (
        <a href={link.href}>
          {link.title}
        </a>
      );
    case 'external':
      return (
        <a href={link.href} target="_blank" rel="noopener">
          {link.title}
          <span className="visually-hidden"> {t('newTab')}</span>
        </a>
      );
    default:
      return <span className={styles.text}>{link.title}</span>;
  }
}

function LinkList({ links, t, className }: { links: readonly FooterLink[]; t: T; className: string }) {
  return (
    <ul role="list" className={className}>
      {links.map((link) => (
        <li key={link.id}>
          <FooterLinkItem link={link} t={t} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The site footer (docs/product.md, "Footer"): the variant `decideFooter` picks, with the footer
 * menu of its brand cut to the variant's limits, Follow Us with the brand's social links,
 * the app-download links, the editor and publisher lines of sister brands and the
 * copyright line. The layout has no path, so the variant follows the site's brand; every
 * path on a brand's host belongs to that brand (proxy.ts), so the path-segment rule of
 * `decideFooter` would not change it.
 */
export async function SiteFooter({ brand: site, lang: pageLang }: Props) {
  const footer = decideFooter(site, null);
  const { brand } = footer;
  const lang = brandServesLang(brand, pageLang) ? pageLang : brand.defaultLang;
  const t = getT(lang, 'footer');
  const name = brand.name[lang];
  const hosts = editionHosts(siteHosts(), brand.key, lang);
  const { top, bottom } = splitFooterLinks(
    footerMenuItems(await footerMenu(brand, lang)).map((item) => toFooterLink(item, hosts)),
    footer,
  );
  const social = SOCIAL.flatMap((entry) => {
    const href = brand.social[entry.key];
    return href ? [{ ...entry, href }] : [];
  });

  return (
    <FooterGate variant={footer.variant} lang={lang}>
      <div className={styles.inner}>
        <div className={styles.head}>
          <a href="/" className={styles.logo} aria-label={t('home', { name })}>
            {name}
          </a>
          <p className={styles.tagline}>{brand.tagline[lang]}</p>
        </div>
        {top.length > 0 && (
          <nav aria-label={t('links')}>
            <LinkList links={top} t={t} className={styles.links} />
          </nav>
        )}
        <div className={styles.connect}>
          <section aria-labelledby="footer-follow">
            <h2 id="footer-follow" className={styles.label}>
              {t('followUs')}
            </h2>
            <ul role="list" className={styles.social}>
              {social.map(({ key, label, icon, href }) => (
                <li key={key}>
                  {/* Named by aria-label, as the app links are: a hidden span was one more element, twice (HTML and payload). */}
                  <a href={href} target="_blank" rel="noopener" className={styles.iconLink} aria-label={`${t(label, { name })} ${t('newTab')}`}>
                    <Icon name={icon} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="footer-apps">
            <h2 id="footer-apps" className={styles.label}>
              {t('apps')}
            </h2>
            <ul role="list" className={styles.apps}>
              <li>
                <a href={brand.appStore.android} target="_blank" rel="noopener" className={styles.app} aria-label={`${t('androidLabel', { name })} ${t('newTab')}`}>
                  <Icon name="android" />
                  {t('android')}
                </a>
              </li>
              <li>
                <a href={brand.appStore.ios} target="_blank" rel="noopener" className={styles.app} aria-label={`${t('iosLabel', { name })} ${t('newTab')}`}>
                  <Icon name="apple" />
                  {t('ios')}
                </a>
              </li>
            </ul>
          </section>
        </div>
        {bottom.length > 0 && (
          <nav className={styles.bottom} aria-label={t('moreLinks')}>
            <LinkList links={bottom} t={t} className={styles.bottomLinks} />
          </nav>
        )}
        <div className={styles.credits}>
          {brand.editorLine && <p>{brand.editorLine[lang]}</p>}
          {brand.publisherLine && <p>{brand.publisherLine[lang]}</p>}
          <p className={styles.copyright}>{copyrightLine(lang, name, new Date())}</p>
          <p className={styles.actions}>
            {/* The ugc page: a reader's report or tip goes to the newsroom's moderation queue. */}
            <a href="/submit" className={styles.settings}>
              {t('submit')}
            </a>
            <CookieSettingsButton label={getT(lang, 'consent')('settings')} className={styles.settings} />
          </p>
        </div>
      </div>
    </FooterGate>
  );
}
