import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
} from 'react';
import { TOOLTIP, placeTooltip, type TooltipPlace } from './tooltip-spec';

interface TooltipProps {
  text: string;
  /** One element: a button, a link, or a disabled control whose reason `text` gives. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** The text adds to the anchor's name (a disabled control's reason) instead of repeating it. */
  describes?: boolean;
}

/** The bottom of the sticky header a tooltip must not slip under; none inside the header or a dialog. */
function headerBottom(anchor: Element): number {
  if (anchor.closest('.app-header, dialog[open]')) return 0;
  return document.querySelector('.app-header')?.getBoundingClientRect().bottom ?? 0;
}

/**
 * A short text shown above its anchor on hover and keyboard focus (200 ms in, out at once, 5 px away);
 * below it where there is no room above, and always inside the screen's width.
 * Escape hides it. An icon-only button's tooltip repeats its accessible name, so it is hidden from
 * assistive technology; a reason (`describes`) is linked to the anchor with aria-describedby.
 */
export function Tooltip({ text, children, describes }: TooltipProps) {
  const id = useId();
  const anchor = useRef<HTMLSpanElement>(null);
  const tip = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<TooltipPlace | null>(null);

  const hide = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setOpen(false);
    setPlace(null);
  }, []);
  const show = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), TOOLTIP.showDelayMs);
  }, []);
  useEffect(() => hide, [hide]);
  // Placed once it is laid out (before it is painted): where it goes depends on its own size.
  useLayoutEffect(() => {
    if (!open || !anchor.current || !tip.current) return;
    const size = { width: tip.current.offsetWidth, height: tip.current.offsetHeight };
    const screen = { width: document.documentElement.clientWidth, height: window.innerHeight };
    setPlace(placeTooltip(anchor.current.getBoundingClientRect(), size, screen, headerBottom(anchor.current)));
  }, [open, text]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('scroll', hide, true);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', hide, true);
    };
  }, [open, hide]);

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
      {(open || describes) && (
        <span
          ref={tip}
          id={id}
          role="tooltip"
          className="tooltip"
          aria-hidden={describes ? undefined : true}
          hidden={!open}
          data-side={place?.side}
          style={place ? { left: place.left, top: place.top } : { left: 0, top: 0, visibility: 'hidden' }}
        >
          {text}
        </span>
      )}
    </span>
  );
}
