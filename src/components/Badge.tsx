import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** A small rounded label: a state, a count, a priority. */
export function Badge({
  tone = 'neutral',
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={`badge${tone === 'neutral' ? '' : ` badge-${tone}`}${className ? ` ${className}` : ''}`}>
      {children}
    </span>
  );
}
