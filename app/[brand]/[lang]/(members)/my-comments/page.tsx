import { AccountPage } from '@/components/auth/account-page';
import { MyComments } from '@/components/comments/my-comments.client';
import { memberPage, type AccountPageProps } from '@/lib/auth/page';
import { noindexMetadata } from '@/lib/i18n/private-page';

/** Personal: rendered on every request, never cached; the list itself is fetched by the browser. */
export const dynamic = 'force-dynamic';

export const generateMetadata = noindexMetadata((m) => m.myComments.title);

/** My comments (docs/product.md, "Page types and paths"; docs/members.md): each comment's story, status and date, 20 a page. */
export default async function MyCommentsPage({ params }: AccountPageProps) {
  const { brand, lang, m } = await memberPage(params, '/my-comments');
  return (
    <AccountPage brand={brand} lang={lang} title={m.myComments.title} logoutLabel={m.profile.logout}>
      <MyComments lang={lang} labels={m.myComments} status={m.comments.status} />
    </AccountPage>
  );
}
