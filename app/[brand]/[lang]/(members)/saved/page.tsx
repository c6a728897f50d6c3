import { AccountPage } from '@/components/auth/account-page';
import { SavedList } from '@/components/saves/saved-list.client';
import { accountPage, type AccountPageProps } from '@/lib/auth/page';
import { noindexMetadata } from '@/lib/i18n/private-page';

export const generateMetadata = noindexMetadata((m) => m.saves.savedTitle);

/** Saved stories (docs/product.md, "Page types and paths": saved-page): the same cacheable shell for everyone; the list is fetched in the browser. */
export default async function SavedPage({ params }: AccountPageProps) {
  const { brand, lang, m } = await accountPage(params);
  const t = m.saves;
  return (
    <AccountPage brand={brand} lang={lang} title={t.savedTitle} logoutLabel={t.logout}>
      <SavedList
        lang={lang}
        labels={{
          savedEmpty: t.savedEmpty,
          removeStory: t.removeStory,
          remove: t.remove,
          previous: t.previous,
          next: t.next,
          page: t.page,
          loading: t.loading,
          loadFailed: t.loadFailed,
          signInToSee: t.signInToSee,
          signIn: t.signIn,
          verifyFirst: t.verifyFirst,
          removedNotice: t.removedNotice,
          failed: t.failed,
        }}
      />
    </AccountPage>
  );
}
