import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SectionTitle } from '@/components/listing/section-title';
import { PollCounter } from '@/components/polls/poll-counter.client';
import { serialisePoll } from '@/lib/api/serialise';
import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { getPoll } from '@/lib/content';
import { MESSAGES } from '@/lib/i18n/messages';
import { pollCounterPath } from '@/lib/routes/paths';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<EditionParams & { id: string }>;
}

/** Rendered on first request and then kept in the page cache, like every reading page. */
export function generateStaticParams() {
  return [];
}

async function pollOf(params: Props['params']) {
  const { brand, lang } = await editionFromParams(params);
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const poll = await getPoll(brand.key, lang, Number(id));
  if (!poll) notFound();
  return { brand, lang, poll };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { brand, lang, poll } = await pollOf(params);
  return pageMetadata({ brand: brand.key, lang, path: pollCounterPath(poll.id), title: `${MESSAGES[lang].story.poll.counterTitle}: ${poll.question}` });
}

/** The poll-counter page type (docs/product.md, "Polls"): one poll's counts, following the vote by themselves. */
export default async function PollCounterPage({ params }: Props) {
  const { lang, poll } = await pollOf(params);
  const labels = MESSAGES[lang].story.poll;
  return (
    <section aria-labelledby="listing-title" data-component="listing">
      <SectionTitle id="listing-title">{labels.counterTitle}</SectionTitle>
      <PollCounter initial={serialisePoll(poll)} lang={lang} labels={labels} />
    </section>
  );
}
