'use client';

import { useState } from 'react';

interface Props {
  videoId: string;
  title: string;
  /** "Play video: {title}" in the edition's language. */
  label: string;
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** A click-to-load YouTube player: nothing from YouTube loads until the reader asks for it. */
export function YouTubeFacade({ videoId, title, label }: Props) {
  const [playing, setPlaying] = useState(false);
  if (!VIDEO_ID.test(videoId)) return null;
  return (
    <div className="story-el story-video">
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : (
        <button type="button" className="story-video__play" onClick={() => setPlaying(true)}>
          <span className="story-video__icon" aria-hidden="true">
            ▶
          </span>
          <span className="story-video__label">{label}</span>
        </button>
      )}
    </div>
  );
}
