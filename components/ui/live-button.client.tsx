'use client';

import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '@/lib/react/external-store';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Working: the button is off until the answer comes. */
  readonly busy?: boolean;
}

/**
 * A button that only its island's script answers (a fetch, not a native form post): disabled
 * until the island has hydrated, so that a press before the scripts came (they start after the
 * lead picture, lib/http/scripts-after-picture.ts) is not silently lost, and while `busy`.
 */
export function LiveButton({ busy = false, disabled = false, type = 'button', ...props }: Props) {
  const live = useHydrated();
  return <button {...props} type={type} disabled={busy || disabled || !live} />;
}
