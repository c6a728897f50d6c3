import Link from 'next/link';
import type { ReactNode } from 'react';

interface Props {
  href: string | null;
  children: ReactNode;
  className?: string;
  external?: boolean;
}

/** Set FORCE_FULL_PAGE_NAVIGATION=1 to make every in-site link a plain full-page load (docs/product.md, "Navigation"). */
const FULL_PAGE = process.env.FORCE_FULL_PAGE_NAVIGATION === '1';

/**
 * A menu or content link by the navigation rules of docs/product.md, "Navigation": a missing href
 * (placeholder) renders as text, a hash-only link as a plain block, an off-site link as
 * an external link, and a link starting with "/" navigates inside the app (next/link
 * leaves modifier-key clicks to the browser).
 */
export function AppLink({ href, children, className, external = false }: Props) {
  if (!href) return <span className={className}>{children}</span>;
  if (href.startsWith('#') && href.length <= 1) return <div className={className}>{children}</div>;
  if (external || !href.startsWith('/') || href.startsWith('//')) {
    return (
      <a className={className} href={href} rel="noopener noreferrer" target="_blank">
        {children}
      </a>
    );
  }
  if (FULL_PAGE) {
    return (
      <a className={className} href={href}>
        {children}
      </a>
    );
  }
  return (
    <Link className={className} href={href}>
      {children}
    </Link>
  );
}
