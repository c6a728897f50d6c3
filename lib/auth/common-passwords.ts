/** Server side only: the ranked list is large and never ships to the browser. */
import 'server-only';
import { dictionary } from '@zxcvbn-ts/language-common';
import { validateNewPassword, validatePassword, type FieldError } from './validation';

/** How many of the most common passwords (a ranked list from breaches) are refused. */
export const COMMON_PASSWORD_COUNT = 3_000;

let common: Set<string> | null = null;

export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).slice(0, COMMON_PASSWORD_COUNT).map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** validatePassword plus the common-password list. */
export function checkPassword(password: unknown): FieldError | null {
  return validatePassword(password) ?? (isCommonPassword(password as string) ? 'passwordCommon' : null);
}

export function checkNewPassword(password: unknown, confirm: unknown): { password: FieldError | null; confirm: FieldError | null } {
  const result = validateNewPassword(password, confirm);
  return { password: result.password ?? checkPassword(password), confirm: result.confirm };
}
