import type { InputHTMLAttributes } from 'react';
import styles from './field.module.css';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  readonly label: string;
  readonly name: string;
  readonly error?: string | null;
}

/** A labelled input with its validation message next to it (announced to screen readers). */
export function Field({ label, name, error, id, ...input }: Props) {
  const inputId = id ?? `field-${name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} name={name} aria-invalid={error ? true : undefined} aria-describedby={error ? `${inputId}-error` : undefined} {...input} />
      {error && (
        <p className={styles.error} id={`${inputId}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
