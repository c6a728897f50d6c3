/** The one integration this site serves: its own comments and bookmarks service (safe to import in the browser). */
export const INTEGRATION_ID = '1';
