import type { ReactNode } from 'react';

/**
 * Small inline icons (24×24, currentColor), drawn for this site: no icon font, no
 * external request. They are decorative; the link or button around each carries the name.
 */
function Icon({ children, outline = false }: { children: ReactNode; outline?: boolean }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      {...(outline ? { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const } : { fill: 'currentColor' })}
    >
      {children}
    </svg>
  );
}

export function FacebookIcon() {
  return (
    <Icon>
      <path d="M9.5 22v-8H7v-3.2h2.5V8.4c0-2.6 1.5-4.1 3.9-4.1 1.1 0 2.1.1 2.4.1v2.8h-1.6c-1.3 0-1.5.6-1.5 1.5v2.1h3.1l-.4 3.2h-2.7v8z" />
    </Icon>
  );
}

export function XIcon() {
  return (
    <Icon>
      <path d="M3 3h5.2L21 21h-5.2zM19.4 3h1.9l-7.2 8.2-1.1-1.5zM9.9 13.3l1.1 1.5L4.6 21H2.7z" />
    </Icon>
  );
}

export function InstagramIcon() {
  return (
    <Icon outline>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </Icon>
  );
}

export function YouTubeIcon() {
  return (
    <Icon>
      <path
        fillRule="evenodd"
        d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8A26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z"
      />
    </Icon>
  );
}

export function LinkedInIcon() {
  return (
    <Icon>
      <path d="M4 9h3.5v11H4zM5.8 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h3.3v1.6c.5-.9 1.7-1.8 3.4-1.8 3.5 0 4.1 2.3 4.1 5.2V20h-3.5v-5.3c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8V20H10z" />
    </Icon>
  );
}

export function WhatsAppIcon() {
  return (
    <Icon>
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" d="M3.5 20.5l1.3-4.2A8.5 8.5 0 1 1 8 19.4z" />
      <path d="M9 8.2c.3-.3.8-.3 1 .1l.8 1.6c.1.3 0 .6-.2.8l-.5.5c.5 1.1 1.5 2.1 2.6 2.6l.5-.5c.2-.2.5-.3.8-.2l1.6.8c.4.2.4.7.1 1l-.7.7c-.6.6-1.5.7-2.3.3a9 9 0 0 1-4.4-4.4c-.4-.8-.3-1.7.3-2.3z" />
    </Icon>
  );
}

export function RedditIcon() {
  return (
    <Icon outline>
      <ellipse cx="12" cy="14.5" rx="7.5" ry="5" />
      <path d="M12 9.5l1.2-5 3.4.9M9.5 16.8c1.5 1 3.5 1 5 0" />
      <circle cx="18.2" cy="5.6" r="1.4" />
      <circle cx="9.3" cy="13.6" r="0.5" fill="currentColor" />
      <circle cx="14.7" cy="13.6" r="0.5" fill="currentColor" />
    </Icon>
  );
}

export function MailIcon() {
  return (
    <Icon outline>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6.5 12 13l8.5-6.5" />
    </Icon>
  );
}

export function LinkIcon() {
  return (
    <Icon outline>
      <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1.2 1.2" />
      <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1.2-1.2" />
    </Icon>
  );
}

export function ShareIcon() {
  return (
    <Icon outline>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="M8.2 10.8l7.6-4.5M8.2 13.2l7.6 4.5" />
    </Icon>
  );
}

export function AndroidIcon() {
  return (
    <Icon>
      <path d="M5 10a7 7 0 0 1 14 0zM5 11h14v7a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 5 18z" />
      <path fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" d="M7.5 3.5 9 6M16.5 3.5 15 6" />
    </Icon>
  );
}

export function AppleIcon() {
  return (
    <Icon>
      <path d="M16.4 12.9c0-2 1.6-2.9 1.7-3-1-1.4-2.4-1.6-2.9-1.6-1.2-.1-2.4.7-3 .7s-1.6-.7-2.6-.7C8 8.3 6.2 9.8 6.2 12.8c0 1.9.7 3.9 1.6 5.2.7 1 1.4 1.9 2.4 1.9s1.3-.6 2.4-.6 1.4.6 2.4.6 1.7-1 2.3-1.9c.7-1 1-2 1-2.1-.1 0-1.9-.7-1.9-3zM14.6 6.9c.5-.6.9-1.5.8-2.4-.8 0-1.7.5-2.3 1.1-.5.6-.9 1.4-.8 2.3.9.1 1.8-.4 2.3-1z" />
    </Icon>
  );
}
