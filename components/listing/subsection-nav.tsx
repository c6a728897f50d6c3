import styles from './subsection-nav.module.css';

interface Props {
  label: string;
  links: readonly { readonly href: string; readonly name: string }[];
}

/** A section page's way up to its parent and down to its sub-sections. */
export function SubsectionNav({ label, links }: Props) {
  return (
    <nav aria-label={label} data-component="subsection-nav">
      <ul role="list" className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.name}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
