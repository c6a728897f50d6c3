/** Small stroke icons for island controls; decorative, so the buttons carry the names. */
interface Props {
  className?: string;
}

function Icon({ className, children }: Props & { children: React.ReactNode }) {
  return (
    <svg className={className} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </svg>
  );
}

export function PreviousIcon(props: Props) {
  return (
    <Icon {...props}>
      <path d="M12.5 4.5 7 10l5.5 5.5" />
    </Icon>
  );
}

export function NextIcon(props: Props) {
  return (
    <Icon {...props}>
      <path d="M7.5 4.5 13 10l-5.5 5.5" />
    </Icon>
  );
}

export function PauseIcon(props: Props) {
  return (
    <Icon {...props}>
      <path d="M7 5v10M13 5v10" />
    </Icon>
  );
}

export function PlayIcon(props: Props) {
  return (
    <Icon {...props}>
      <path d="M7 4.5v11l8.5-5.5z" fill="currentColor" />
    </Icon>
  );
}

export function CloseIcon(props: Props) {
  return (
    <Icon {...props}>
      <path d="M5 5l10 10M15 5 5 15" />
    </Icon>
  );
}
