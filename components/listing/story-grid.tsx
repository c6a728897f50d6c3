import type { ComponentProps } from 'react';
import styles from './story-grid.module.css';

/** The list that lays story cards out in a grid (listings, search, for-you, the 404 page). */
export function StoryGrid({ className, ...props }: Omit<ComponentProps<'ul'>, 'role'>) {
  return <ul {...props} role="list" className={className ? `${styles.grid} ${className}` : styles.grid} data-component="story-grid" />;
}
