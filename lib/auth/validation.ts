/**
 * Validation of docs/product.md, "Validation" for the sign-up, reset and change-password
 * forms. Pure, so the browser shows the messages next to the field and the server enforces
 * the same rules; the answer is a message key of the `auth.errors` namespace.
 */
export const EMAIL_MIN = 6;
export const EMAIL_MAX = 150;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;

const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export type FieldError =
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'confirmRequired'
  | 'passwordTooShort'
  | 'passwordNotStrong'
  | 'passwordTooLong'
  | 'passwordCommon'
  | 'passwordMismatch'
  | 'nameTooLong'
  | 'codeInvalid';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function validateEmail(email: unknown): FieldError | null {
  if (typeof email !== 'string' || !email.trim()) return 'emailRequired';
  const value = email.trim();
  if (value.length < EMAIL_MIN || value.length > EMAIL_MAX || !EMAIL_PATTERN.test(value)) return 'emailInvalid';
  return null;
}

/** The spec's order: empty, too short, not a mix of letters and digits; then our length cap (the server adds the common-password list). */
export function validatePassword(password: unknown, field: 'password' | 'confirm' = 'password'): FieldError | null {
  if (typeof password !== 'string' || password === '') return field === 'confirm' ? 'confirmRequired' : 'passwordRequired';
  if ([...password].length < PASSWORD_MIN) return 'passwordTooShort';
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) return 'passwordNotStrong';
  if ([...password].length > PASSWORD_MAX) return 'passwordTooLong';
  return null;
}

/** New password and its confirmation: each checked, then they must match. */
export function validateNewPassword(password: unknown, confirm: unknown): { password: FieldError | null; confirm: FieldError | null } {
  const first = validatePassword(password);
  const second = typeof confirm !== 'string' || confirm === '' ? 'confirmRequired' : confirm !== password ? 'passwordMismatch' : null;
  return { password: first, confirm: second };
}

export function validateName(name: unknown): FieldError | null {
  return typeof name === 'string' && [...name.trim()].length > NAME_MAX ? 'nameTooLong' : null;
}

export function isCode(value: unknown): value is string {
  return typeof value === 'string' && /^\d{6}$/.test(value);
}
