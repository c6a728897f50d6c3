'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { SaveTarget } from '@/lib/members/saves-client';
import { noteLocalChange, recordRead, rememberPendingSave, watchSavedUrls, writeBookmark } from '@/lib/members/saves-client';
import { useSiteStore } from '@/lib/store/site-store';
import { encodedPath, signInPath } from '@/lib/routes/paths';
import styles from './save-button.module.css';

export interface SaveLabels {
  readonly save: string;
  readonly saved: string;
  readonly savedNotice: string;
  readonly removedNotice: string;
  readonly failed: string;
  readonly verifyFirst: string;
}

/**
 * The Save button's words, given once per page by the edition layout: a home page has some
 * ninety Save buttons, and as props the same words went into the page's RSC payload ninety
 * times (about 20 KB). In this module, not one of its own, so it adds no chunk to the page.
 */
const SaveLabelsContext = createContext<SaveLabels | null>(null);

export function SaveLabelsProvider({ labels, children }: { readonly labels: SaveLabels; readonly children: ReactNode }) {
  return <SaveLabelsContext value={labels}>{children}</SaveLabelsContext>;
}

interface Props {
  /**
   * The story. A card gives its id alone: the address is its headline link's (headlineId),
   * read once the button is in the page, so a section's ten cards do not carry each Bengali
   * address a third time in the RSC payload.
   */
  readonly story: Pick<SaveTarget, 'story_id'> & { readonly url?: string };
  /** The words, where no SaveLabelsProvider gives them (the edition layout does, once per page). */
  readonly labels?: SaveLabels;
  /**
   * On a card, the id of the card's headline: the button is named "Save: <headline>" from it
   * (aria-labelledby), not from a hidden copy of the headline. On the story page the headline
   * is right above it.
   */
  readonly headlineId?: string;
  /** On the story page: tell the service a member read it. */
  readonly recordsRead?: boolean;
  /** Small beside a card's time; large beside Share on the story page. */
  readonly size?: 'small' | 'large';
}

/**
 * The story's address: the one given, or a card's headline link's. Read from the page, so only
 * in the browser, and only when needed: to tell a saved story (once the member has saves) and
 * on a tap. Read as a render's snapshot instead (useSyncExternalStore, null on the server), it
 * differed from the first render's in every card, and React re-rendered each button again at
 * once, in the task that mounted it: those of the page's HTML right after hydrating, and the
 * rest of a home page's ninety as its later blocks came (docs/performance.md, "Stop 50").
 */
function addressOf(given: string | undefined, headlineId: string | undefined): string | null {
  if (given) return given;
  if (!headlineId || typeof document === 'undefined') return null;
  return document.getElementById(headlineId)?.getAttribute('href') ?? null;
}

/** Whether the story is among the saved paths (kept encoded); the page is not read while there are none. */
function isSaved(bookmarks: readonly string[], given: string | undefined, headlineId: string | undefined): boolean {
  if (bookmarks.length === 0) return false;
  const address = addressOf(given, headlineId);
  return address !== null && bookmarks.includes(encodedPath(address));
}

/**
 * The Save button of a story card or a story page (docs/product.md, "Readers and brands"
 * and "Calls"). Optimistic: the store changes at once and rolls back, with a polite
 * announcement, if the service refuses. Anonymous readers go to sign-in and come back to
 * the story, saved.
 */
export function SaveButton({ story: passed, labels: given, headlineId, recordsRead = false, size = 'small' }: Props) {
  const fromPage = useContext(SaveLabelsContext);
  const labels = given ?? fromPage;
  // Each selector answers the same until the button has something new to show: a reader with no
  // saves, and every card's button for the token (only the story page records a read), is never
  // re-rendered by the store. The member is read on a tap.
  const saved = useSiteStore((state) => isSaved(state.user.bookmark, passed.url, headlineId));
  const token = useSiteStore((state) => (recordsRead ? state.user.jwt_token : null));
  const [notice, setNotice] = useState('');
  // Unique because the headline's id is, and shorter than a useId of this deep in the tree.
  const ownId = headlineId && `${headlineId}save`;

  useEffect(watchSavedUrls, []);
  useEffect(() => {
    if (recordsRead && token && passed.story_id) void recordRead(passed.story_id).catch(() => undefined);
  }, [recordsRead, token, passed.story_id]);

  if (!labels) return null;

  const toggle = async () => {
    const { member } = useSiteStore.getState();
    const address = addressOf(passed.url, headlineId);
    if (member.loading || address === null) return;
    // Links carry the readable form (lib/routes/paths.ts); saves are kept under the encoded one.
    const story: SaveTarget = { url: encodedPath(address), story_id: passed.story_id };
    if (!member.value) {
      rememberPendingSave(story);
      // A full load, not the router: cards also render outside the app router (tests, other islands), and sign-in hides the header.
      window.location.href = signInPath(story.url);
      return;
    }
    if (member.value['verification-status'] !== 'verified') {
      setNotice(labels.verifyFirst);
      return;
    }
    const store = useSiteStore.getState();
    const before = store.user.bookmark;
    const next = !saved;
    store.setBookmarks(next ? [story.url, ...before] : before.filter((url) => url !== story.url));
    noteLocalChange(story.url, next);
    setNotice('');
    const ok = await writeBookmark(next, story).catch(() => false);
    if (!ok) {
      const now = useSiteStore.getState().user.bookmark;
      useSiteStore.getState().setBookmarks(next ? now.filter((url) => url !== story.url) : [story.url, ...now]);
      noteLocalChange(story.url, !next);
    }
    setNotice(ok ? (next ? labels.savedNotice : labels.removedNotice) : labels.failed);
  };

  return (
    <span className={size === 'large' ? `${styles.save} ${styles.large}` : styles.save} data-component="save-button">
      <button
        type="button"
        id={ownId}
        aria-labelledby={ownId && `${ownId} ${headlineId}`}
        className={styles.toggle}
        aria-pressed={saved}
        onClick={toggle}
        data-saved={saved ? '' : undefined}
      >
        {saved ? labels.saved : labels.save}
        {headlineId && <span className="visually-hidden">:</span>}
      </button>
      <span className="visually-hidden" role="status">
        {notice}
      </span>
    </span>
  );
}
