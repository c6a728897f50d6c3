/** The cookies of the accounts system (written and read with lib/http/cookies.ts; the CSRF pair is lib/http/csrf.ts's). */
import 'server-only';

export const SESSION_COOKIE = 'alokpat-session';
/** Not HttpOnly: tells the header's login control that a users/me call is worth making. */
export const SIGNED_IN_HINT_COOKIE = 'alokpat-signed-in';
/** HttpOnly, 10 minutes: marks the browser that set a password and asked for the mail that proves its address (pre-hijacking rule, docs/accounts.md). */
export const HOLDER_COOKIE = 'alokpat-holder';
/**
 * HttpOnly, 10 minutes: the name and address a form posted without JavaScript sent (lib/auth/forms.ts, `keptFields`), so
 * the form's page the reader is sent back to shows them filled in; never a password or a code, and cleared at sign-in.
 */
export const TYPED_COOKIE = 'alokpat-typed';
