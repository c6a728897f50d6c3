import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PreviewBanner } from '@/components/pages/preview-banner';
import { editionFromParams, type EditionParams } from '@/lib/brands/edition';

/**
 * Editors' previews (/preview/home, /preview/story/{id}, /preview/public/{id}): never
 * indexed, never kept by any cache (a preview is per token), and marked as a preview. Each
 * page checks its own token: Next renders this layout and the page in parallel, so the
 * layout holds nothing that needs one.
 */
export const metadata: Metadata = { robots: { index: false, follow: false } };

export const dynamic = 'force-dynamic';

export default async function PreviewLayout({ children, params }: { children: ReactNode; params: Promise<EditionParams> }) {
  const { lang } = await editionFromParams(params);
  return (
    <>
      <PreviewBanner lang={lang} />
      {children}
    </>
  );
}
