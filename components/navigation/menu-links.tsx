import type { MenuItemData } from '@/lib/content';
import { AppLink } from './app-link';

/** A list of menu links, each by the navigation rules of AppLink. */
export function MenuLinks({ items, className }: { items: readonly MenuItemData[]; className?: string }) {
  return (
    <ul role="list" className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <AppLink href={item.href} external={item.external}>
            {item.title}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
