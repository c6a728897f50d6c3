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
