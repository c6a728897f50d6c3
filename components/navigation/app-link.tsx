import type { ReactNode } from 'react';

interface Props {
  href: string | null;
  children: ReactNode;
  className?: string;
  external?: boolean;
}

/**
 * A menu or content link by the navigation rules of docs/product.md, "Navigation": a missing href
 * (placeholder) renders as text, a hash-only link as a plain block, an off-site link as
 * an external link, and a link starting with "/" is a plain one that navigates inside the
 * app (SiteBehaviour turns its click into a client navigation; lib/navigation/in-app.ts).
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
  // No className attribute when there is none: an undefined prop still costs a page's RSC payload `"className":"$undefined"` (a header's eleven section links).
  return (
    <a {...(className ? { className } : {})} href={href}>
      {children}
    </a>
  );
}
