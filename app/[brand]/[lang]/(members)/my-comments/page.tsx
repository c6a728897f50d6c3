import { AccountPage } from '@/components/auth/account-page';
import { MyComments } from '@/components/comments/my-comments.client';
import { memberPage, queryValue, type AccountPageProps } from '@/lib/auth/page';
import type { Messages } from '@/lib/i18n/messages';
import { noindexMetadata } from '@/lib/i18n/private-page';
import formStyles from '@/components/auth/auth-form.module.css';

/** Personal: rendered on every request, never cached; the list itself is fetched by the browser. */
export const dynamic = 'force-dynamic';

export const generateMetadata = noindexMetadata((m) => m.myComments.title);

/** What became of a comment posted from a story page without JavaScript (lib/comments/http.ts `postForm`): a notice, or an error's message. */
function postedOutcome(comments: Messages['comments'], outcome: string): { readonly notice: string } | { readonly error: string } | null {
  if (!outcome) return null;
  if (outcome === 'posted') return { notice: comments.posted };
  if (outcome === 'pending') return { notice: comments.postedPending };
  if (outcome === 'rejected') return { error: comments.rejected };
  return { error: Object.hasOwn(comments.errors, outcome) ? comments.errors[outcome as keyof Messages['comments']['errors']] : comments.errors.generic };
}

/** My comments (docs/product.md, "Page types and paths"; docs/members.md): each comment's story, status and date, 20 a page. */
export default async function MyCommentsPage({ params, searchParams }: AccountPageProps) {
  const { brand, lang, m } = await memberPage(params, '/my-comments');
  const outcome = postedOutcome(m.comments, queryValue((await searchParams).comment, 20));
  return (
    <AccountPage brand={brand} lang={lang} title={m.myComments.title} logoutLabel={m.profile.logout}>
      {outcome && 'notice' in outcome && (
        <p className={formStyles.notice} role="status">
          {outcome.notice}
        </p>
      )}
      {outcome && 'error' in outcome && (
        <p className={formStyles.error} role="alert">
          {outcome.error}
        </p>
      )}
      <MyComments lang={lang} labels={m.myComments} status={m.comments.status} />
    </AccountPage>
  );
}
