/**
 * The address a reset code went to, handed from the forgot-password form to the reset form
 * of the same tab through session storage, never in a URL (lib/routes/paths.ts,
 * RESET_PASSWORD_PATH). A module of the two forms only, not of every page's login control.
 */
const RESET_EMAIL_KEY = 'reset-email';

/** Keeps the address a reset code went to for this tab's reset form (nothing if storage is refused). */
export function rememberResetEmail(email: string): void {
  try {
    window.sessionStorage.setItem(RESET_EMAIL_KEY, email);
  } catch {
    // Private mode or storage refused: the reader types it again.
  }
}

/** The address a reset code went to in this tab, or ''. */
export function recallResetEmail(): string {
  try {
    return window.sessionStorage.getItem(RESET_EMAIL_KEY) ?? '';
  } catch {
    return '';
  }
}

