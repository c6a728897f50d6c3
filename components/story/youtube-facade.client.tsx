'use client';

import { useState } from 'react';
import { useHydrated } from '@/lib/react/external-store';
import { YOUTUBE_ID } from '@/lib/content/story-elements';
import styles from './youtube-facade.module.css';

interface Props {
  videoId: string;
  title: string;
  /** "Play video: {title}" in the edition's language. */
  label: string;
  /** Shorts are upright (9:16). */
  vertical?: boolean;
}

/**
 * A click-to-load YouTube player: nothing from YouTube loads until the reader asks for it.
 * Until the island has hydrated (and with JavaScript off) the same box is a link to the video
 * on YouTube, so a tap on a slow phone is not lost.
 */
export function YouTubeFacade({ videoId, title, label, vertical = false }: Props) {
  const [playing, setPlaying] = useState(false);
  const live = useHydrated();
  if (!YOUTUBE_ID.test(videoId)) return null;
  const face = (
    <>
      <span className={styles.icon} aria-hidden="true">
        ▶
      </span>
      <span>{label}</span>
    </>
  );
  return (
    <div className={vertical ? `${styles.video} ${styles.vertical}` : styles.video} data-component="youtube-facade" data-element="youtube-video">
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : live ? (
        <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
          {face}
        </button>
      ) : (
        <a className={styles.play} href={vertical ? `https://www.youtube.com/shorts/${videoId}` : `https://www.youtube.com/watch?v=${videoId}`}>
          {face}
        </a>
      )}
    </div>
  );
}
