import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import styles from './field.module.css';

interface Labelled {
  readonly label: string;
  readonly name: string;
  readonly error?: string | null;
  /** A line under the label that says what the field is for. */
  readonly hint?: string;
}

type Props = Labelled & InputHTMLAttributes<HTMLInputElement>;
type AreaProps = Labelled & TextareaHTMLAttributes<HTMLTextAreaElement>;

/** The label, hint and error around a control; `control` gets the id and ARIA wiring. */
function FieldFrame({ label, name, error, hint, id, control }: Labelled & { readonly id?: string; readonly control: (wiring: { id: string; name: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode }) {
  const inputId = id ?? `field-${name}`;
  const described = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId}>{label}</label>
      {hint && (
        <p className={styles.hint} id={`${inputId}-hint`}>
          {hint}
        </p>
      )}
      {control({ id: inputId, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
      {error && (
        <p className={styles.error} id={`${inputId}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input with its hint and its validation message next to it (announced to screen readers). */
export function Field({ label, name, error, hint, id, ...input }: Props) {
  return <FieldFrame label={label} name={name} error={error} hint={hint} id={id} control={(wiring) => <input {...wiring} {...input} />} />;
}

/** A labelled text area, as Field. */
export function TextAreaField({ label, name, error, hint, id, ...area }: AreaProps) {
  return <FieldFrame label={label} name={name} error={error} hint={hint} id={id} control={(wiring) => <textarea {...wiring} {...area} />} />;
}
