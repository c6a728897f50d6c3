import { fill } from '@/lib/i18n/fill';
import type { Messages } from '@/lib/i18n/messages';

/** The strings the account forms show (everything of `auth` but the mail templates). */
export type AuthLabels = Omit<Messages['auth'], 'mail'>;
export type ProfileLabels = Messages['profile'];

export function authLabels(messages: Messages): AuthLabels {
  const { mail: _mail, ...labels } = messages.auth;
  return labels;
}

export { fill };

/** The message for a failed call: the field's rule, the server's text, or the generic one. */
export function errorText(labels: AuthLabels, body: { error?: unknown; code?: unknown }, status: number): string {
  if (typeof body.error === 'string' && body.error) return body.error;
  if (status === 429) return fill(labels.errors.rateLimited, { seconds: '60' });
  return labels.errors.generic;
}

/**
 * The message for the error code a form posted without JavaScript came back with (`?error=`,
 * lib/auth/forms.ts): its own text when it is one of the catalogue's, else the generic one;
 * null when there is none. `retry` (seconds) fills a rate limit's wait.
 */
export function formErrorText(labels: AuthLabels, code: string, retry: string): string | null {
  if (!code) return null;
  const text = Object.hasOwn(labels.errors, code) ? labels.errors[code as keyof AuthLabels['errors']] : labels.errors.generic;
  return fill(text, { seconds: /^\d{1,6}$/.test(retry) ? retry : '60' });
}
