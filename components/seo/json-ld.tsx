import type { Graph } from 'schema-dts';
import { jsonLdText } from '@/lib/seo/json-ld';

/** A structured-data block (lib/seo/json-ld.ts); a data block, which the Content-Security-Policy does not govern. */
export function JsonLd({ data }: { data: Graph }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
