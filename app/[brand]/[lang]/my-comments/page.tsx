import { AccountPage } from '@/components/auth/account-page';
import { MyComments } from '@/components/comments/my-comments.client';
import { requireMember } from '@/lib/auth/page';
import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { MESSAGES } from '@/lib/i18n/messages';
import { noindexMetadata } from '@/lib/i18n/private-page';

/** Personal: rendered on every request, never cached; the list itself is fetched by the browser. */
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<EditionParams>;
}

export const generateMetadata = noindexMetadata((m) => m.myComments.title);

/** My comments (docs/product.md, "Page types and paths"; docs/members.md): each comment's story, status and date, 20 a page. */
export default async function MyCommentsPage({ params }: Props) {
  const { brand, lang } = await editionFromParams(params);
  await requireMember('/my-comments');
  return (
    <AccountPage brand={brand} lang={lang} title={MESSAGES[lang].myComments.title} logoutLabel={MESSAGES[lang].profile.logout}>
      <MyComments lang={lang} labels={MESSAGES[lang].myComments} status={MESSAGES[lang].comments.status} />
    </AccountPage>
  );
}
