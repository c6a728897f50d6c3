'use client';

import { useParams } from 'next/navigation';
import words from '@/messages/error-page.json';

/**
 * The page a reader sees when a page of an edition fails to render on a client navigation
 * for a reason other than an unreachable database (that one is the 503 of
 * lib/http/unavailable.ts): the edition's header and footer stay (the layout is outside
 * this boundary), the message is in its language, with a way to try again and the way home.
 * A document request that fails gets the same words from lib/http/unavailable.ts
 * (failedPageAnswer, applied by lib/http/boundary.ts), 500 and no-store: Next cannot render
 * a boundary on the server when the page's shell itself failed.
 *
 * An error boundary must be a client component and ships with every page under it, so it
 * stays this small (first-load budgets, bench/budgets.json): its words come from their own
 * two-language file (messages/error-page.json), not the whole message table, it has no
 * styles of its own (the layout's main area holds it), and "try again" is a plain reload of
 * the address (the server renders it afresh), not the router.
 */
export default function EditionError() {
  const text = useParams().lang === 'en' ? words.en : words.bn;
  return (
    <section data-component="error-page">
      <h1>{text.title}</h1>
      <p>{text.body}</p>
      <p>
        <a href="">{text.retry}</a> · <a href="/">{text.home}</a>
      </p>
    </section>
  );
}
