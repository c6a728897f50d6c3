import type { Brand, Lang } from '@/lib/brands/brands';
import type { StoryCardData, StoryPageData } from '@/lib/content';
import { formatDateTime, machineTime } from '@/lib/i18n/format';
import { getT, MESSAGES } from '@/lib/i18n/messages';
import { PAYWALL_CLASS, storyJsonLd } from '@/lib/seo/json-ld';
import { JsonLd } from '../seo/json-ld';
import { authorPath, editionSwitchPath, readablePath, sectionPath, signInPath, signUpPath, topicPath } from '@/lib/routes/paths';
import { BREAKPOINTS, READING_MAX_WIDTH } from '@/lib/design/breakpoints';
import { CommentsSlot, type SlotLabels } from '../comments/comments-slot.client';
import { ViewBeacon } from './view-beacon.client';
import { StoryImage } from '../media/story-image';
import { SaveButton } from '../saves/save-button.client';
import { Share } from '../share/share';
import { renderStory } from '@/lib/content/prepare-cards';
import { StoryContent } from './elements/layout';
import { PictureCaption } from './elements/image';
import styles from './story-page.module.css';
import { GatedSlot } from './gated-slot.client';
import { HeadlineList } from '../listing/headline-list';
import { SectionTitle } from '@/components/listing/section-title';
import type { AdPage } from '@/lib/ads/decide';
import { PageAds, storyBodyAd } from '../ads/ad-slot';
import type { LiveBlogPage } from '@/lib/content/live-blog-pages';
import { LiveBlogPager } from './live-blog-pager';

interface Props {
  brand: Brand;
  lang: Lang;
  story: StoryPageData;
  related: readonly StoryCardData[];
  /** Send the view beacon (docs/reading-counts.md): the published page does, a preview does not. */
  countsView?: boolean;
  /** The page shows the edition's ads (the published story page; never a preview). */
  ads?: boolean;
  /** An editor's preview: registered-only text is shown in full, with no gate (the story holds it). */
  fullText?: boolean;
  /** A public live blog's page of updates: the story holds that page's cards (lib/content/resolve-path.ts). */
  livePage?: LiveBlogPage;
}

/** Stories first published before this date carry the spec's label (docs/product.md, "Validation"). */
const LABEL_BEFORE = Date.parse('2023-12-01T00:00:00+06:00');

/** The hero is as wide as the article: the reading measure from tablets up, the screen below. */
const HERO_SIZES = `(min-width: ${BREAKPOINTS.tablet}px) ${READING_MAX_WIDTH}px, 100vw`;

/** The cards as the element components take them, built as the registered-only text call builds them (lib/comments/http.ts). */
const publicContent = (story: StoryPageData) => renderStory({ ...story, lastPublishedAt: Date.parse(story.lastPublishedAt) });

const meterLabels = (lang: Lang) => MESSAGES[lang].meter;

function LiveLabel({ story, lang }: { story: StoryPageData; lang: Lang }) {
  const t = getT(lang, 'story');
  return story.isClosed ? (
    <p className={`${styles.liveLabel} ${styles.liveEnded}`} data-component="live-label" data-state="ended">{t('liveEnded', { time: formatDateTime(story.lastPublishedAt, lang) })}</p>
  ) : (
    <p className={`${styles.liveLabel} ${styles.liveOn}`} data-component="live-label" data-state="live">
      <span className={styles.liveDot} aria-hidden="true" />
      {t('liveNow')}
    </p>
  );
}

/** The comment slot's own words; the thread's come with its code (messages/comments.json). */
function slotLabels(lang: Lang): SlotLabels {
  const { title, loading, label, hint, submit } = MESSAGES[lang].comments;
  return { title, loading, label, hint, submit };
}

export function StoryPage({ brand, lang, story, related, countsView = false, ads = false, fullText = false, livePage }: Props) {
  const t = getT(lang, 'story');
  const other: Lang = lang === 'bn' ? 'en' : 'bn';
  const updated = story.lastPublishedAt !== story.publishedAt;
  const old = Date.parse(story.publishedAt) < LABEL_BEFORE;
  const gated = story.access === 'login' && !fullText;
  // An older page of a live blog's updates leaves the hero to the first: the reader came for the updates, a screen further up on a phone.
  const showHero = story.template !== 'video' && story.template !== 'shorts' && story.template !== 'visual-story' && !(livePage && livePage.page > 1);
  const adPage: AdPage = { brand: brand.key, lang, type: 'story', key: String(story.id), section: story.sectionSlug, storyId: story.id };
  // The islands' copy of the address in letters, as the cards give theirs (a Bengali letter is 3 bytes so, 9 encoded).
  const href = readablePath(story.path);
  const content = publicContent(story);
  return (
    <>
      {ads && <PageAds page={adPage} />}
      <article className={styles.story} data-component="story-page" data-template={story.template} lang={lang}>
        <JsonLd data={storyJsonLd(brand.key, lang, story, livePage?.page)} />
        <header className={styles.header}>
          {story.sectionName && story.sectionSlug && (
            <p className={styles.section}>
              <a href={sectionPath(story.sectionSlug)}>{story.sectionName}</a>
            </p>
          )}
          {story.template === 'live-blog' && <LiveLabel story={story} lang={lang} />}
          <h1 className={styles.headline}>
            {old && (
              <span className={styles.oldLabel} title={t('oldLabelHint')}>
                {t('oldLabel')}
              </span>
            )}
            {story.headline}
          </h1>
          {story.subheadline && <p className={styles.subheadline}>{story.subheadline}</p>}
          <div className={styles.meta}>
            {story.authors.length > 0 && (
              <p className={styles.byline}>
                {t('by')}:{' '}
                {story.authors.map((author, index) => (
                  <span key={author.slug}>
                    {index > 0 && ', '}
                    <a href={authorPath(author.slug)}>{author.name}</a>
                  </span>
                ))}
              </p>
            )}
            <p>
              {t('published')}: <time dateTime={machineTime(story.publishedAt)}>{formatDateTime(story.publishedAt, lang)}</time>
              {updated && (
                <>
                  {' · '}
                  {t('updated')}: <time dateTime={machineTime(story.lastPublishedAt)}>{formatDateTime(story.lastPublishedAt, lang)}</time>
                </>
              )}
            </p>
            {story.translationPath && (
              <p>
                {/* Through the edition switch, which finds this story's translation on the other edition's host. */}
                <a href={editionSwitchPath(other, story.path)} hrefLang={other}>
                  {t('readOther')}
                </a>
              </p>
            )}
          </div>
          <div className={styles.shareSlot}>
            <Share lang={lang} path={href} headline={story.headline} />
            <SaveButton
              size="large"
              recordsRead
              story={{ url: href, story_id: story.id }}
            />
          </div>
        </header>
        {showHero && (
          <figure className={styles.hero}>
            <StoryImage s3Key={story.heroImageS3Key} alt={story.heroImageAlt} width={story.heroImageWidth} height={story.heroImageHeight} sizes={HERO_SIZES} priority />
            {story.heroImageCaption && <PictureCaption caption={story.heroImageCaption} credit={story.heroImageAttribution} />}
          </figure>
        )}
        {gated ? (
          <div className={PAYWALL_CLASS} data-component="story-gated">
            {/* The gate's box is what a refused reader sees; a reader let in gets the body alone, set like any other. */}
            <GatedSlot storyId={story.id} lang={lang} labels={meterLabels(lang)} storyLabels={MESSAGES[lang].story}>
              <div className={styles.gate} data-component="story-gate">
                {story.summary && <p>{story.summary}</p>}
                <p role="note" className={styles.gateNote}>
                  {t('registeredOnly')}
                </p>
                <p className={styles.gateActions}>
                  <a href={signInPath(story.path)}>{t('signIn')}</a>
                  <a href={signUpPath(story.path)}>{t('signUp')}</a>
                </p>
              </div>
            </GatedSlot>
          </div>
        ) : (
          <>
            {/* The new-updates notice reloads the newest updates' page, so only that page has it. */}
            <StoryContent story={livePage && livePage.page > 1 ? { ...content, live: undefined } : content} lang={lang} labels={MESSAGES[lang].story} inPageAd={ads ? storyBodyAd(adPage) : null} />
            {livePage && livePage.pages > 1 && <LiveBlogPager storyPath={story.path} {...livePage} lang={lang} />}
          </>
        )}
        {story.tags.length > 0 && (
          <nav className={styles.tags} aria-label={t('tags')}>
            <ul role="list">
              {story.tags.map((tag) => (
                <li key={tag.slug}>
                  <a href={readablePath(topicPath(tag.slug))}>{tag.name}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {countsView && <ViewBeacon storyId={story.id} />}
        <CommentsSlot storyId={story.id} path={href} gated={gated} lang={lang} labels={slotLabels(lang)} />
        {related.length > 0 && (
          <section className={styles.related} aria-labelledby="related-heading" data-component="related-stories">
            <SectionTitle id="related-heading" level={2}>
              {t('related')}
            </SectionTitle>
            <HeadlineList stories={related} />
          </section>
        )}
      </article>
    </>
  );
}
