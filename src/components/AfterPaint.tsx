import type { ReactNode } from 'react';
import { usePainted } from '@/lib/use-first-rows';

/**
 * Draws its children once the first commit is on screen: for parts the first screen does without (a dialog's
 * lazy code, say). Only this component draws again then, not the parent that placed it.
 */
export function AfterPaint({ children }: { children: ReactNode }) {
  return usePainted() ? children : null;
}
