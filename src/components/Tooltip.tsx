import { cloneElement, useCallback, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { TOOLTIP, tooltipPoint } from './tooltip-spec';

interface TooltipProps {
  text: string;
  /** One element: a button, a link, or a disabled control whose reason `text` gives. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** The text adds to the anchor's name (a disabled control's reason) instead of repeating it. */
  describes?: boolean;
}

/**
 * A short text shown above its anchor on hover and keyboard focus (200 ms in, out at once, 5 px away).
 * Escape hides it. An icon-only button's tooltip repeats its accessible name, so it is hidden from
 * assistive technology; a reason (`describes`) is linked to the anchor with aria-describedby.
 */
export function Tooltip({ text, children, describes }: TooltipProps) {
  const id = useId();
  const anchor = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [point, setPoint] = useState<{ x: number; y: number } | null>(null);

  const hide = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setPoint(null);
  }, []);
  const show = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (anchor.current) setPoint(tooltipPoint(anchor.current.getBoundingClientRect()));
    }, TOOLTIP.showDelayMs);
  }, []);
  useEffect(() => hide, [hide]);
  useEffect(() => {
    if (!point) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('scroll', hide, true);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', hide, true);
    };
  }, [point, hide]);

  return (
    <span
      ref={anchor}
      className="tooltip-anchor"
      onPointerEnter={show}
      onPointerLeave={hide}
      onPointerDown={hide}
      onFocus={show}
      onBlur={hide}
    >
      {describes ? cloneElement(children, { 'aria-describedby': id }) : children}
      {/* Always in the DOM when it describes, so the description is there before the tooltip shows. */}
      {(point || describes) && (
        <span
          id={id}
          role="tooltip"
          className="tooltip"
          aria-hidden={describes ? undefined : true}
          hidden={!point}
          style={point ? { left: point.x, top: point.y } : undefined}
        >
          {text}
        </span>
      )}
    </span>
  );
}
