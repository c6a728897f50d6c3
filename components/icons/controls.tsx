import { Icon } from './icons';

/** Icons for island controls (20×20 strokes in the sprite); decorative, so the buttons carry the names. */
interface Props {
  className?: string;
}

export const PreviousIcon = ({ className }: Props) => <Icon name="previous" className={className} />;
export const NextIcon = ({ className }: Props) => <Icon name="next" className={className} />;
export const PauseIcon = ({ className }: Props) => <Icon name="pause" className={className} />;
export const PlayIcon = ({ className }: Props) => <Icon name="play" className={className} />;
export const CloseIcon = ({ className }: Props) => <Icon name="close" className={className} />;
