import type { Metadata } from 'next';
import { editionFromParams, type EditionParams } from '../brands/edition';
import { MESSAGES, type Messages } from './messages';

/**
 * `generateMetadata` of a page that search engines should not index (accounts, members'
 * pages): its title, from the edition's messages, and noindex.
 */
export function noindexMetadata(title: (messages: Messages) => string): (props: { params: Promise<EditionParams> }) => Promise<Metadata> {
  return async ({ params }) => {
    const { lang } = await editionFromParams(params);
    return { title: title(MESSAGES[lang]), robots: { index: false } };
  };
}
