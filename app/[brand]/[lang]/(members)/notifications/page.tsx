import { PushRegistration } from '@/components/push/push-registration.client';
import { notificationsMetadata } from '@/lib/seo/metadata';
import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { getBreakingNews, getPushMessages } from '@/lib/content';
import { formatDateTime } from '@/lib/i18n/format';
import { MESSAGES } from '@/lib/i18n/messages';
import { pushConfig } from '@/lib/config/push';
import styles from './notifications.module.css';
import { SectionTitle } from '@/components/listing/section-title';

interface Props {
  params: Promise<EditionParams>;
}

export const generateMetadata = notificationsMetadata;

/** Notifications (docs/product.md, "Page types and paths": notification-page): the latest breaking news and push messages of the edition. */
export default async function NotificationsPage({ params }: Props) {
  const { brand, lang } = await editionFromParams(params);
  const t = MESSAGES[lang].saves;
  const [breaking, messages] = await Promise.all([getBreakingNews(brand.key, lang), getPushMessages(brand.key, lang)]);
  const config = pushConfig();
  return (
    <section aria-labelledby="notifications-title" data-component="notifications-page">
      <SectionTitle id="notifications-title">
        {t.notificationsTitle}
      </SectionTitle>
      {config && <PushRegistration config={config} labels={{ enable: t.enablePush, on: t.pushOn, failed: t.pushFailed }} />}
      <h2 className={styles.heading}>{t.breaking}</h2>
      {breaking.length ? (
        <ul className={styles.list} role="list" data-testid="notifications-breaking">
          {breaking.map((item) => (
            <li key={item.id}>{item.path ? <a href={item.path}>{item.headline}</a> : item.headline}</li>
          ))}
        </ul>
      ) : (
        <p>{t.noBreaking}</p>
      )}
      <h2 className={styles.heading}>{t.messages}</h2>
      {messages.length ? (
        <ul className={styles.list} role="list" data-testid="notifications-messages">
          {messages.map((message) => (
            <li key={message.id}>
              <p>{message.url ? <a href={message.url}>{message.title}</a> : message.title}</p>
              {message.body && <p>{message.body}</p>}
              <p className={styles.time}>
                <time dateTime={message['created-at']}>{formatDateTime(message['created-at'], lang)}</time>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t.noMessages}</p>
      )}
    </section>
  );
}
