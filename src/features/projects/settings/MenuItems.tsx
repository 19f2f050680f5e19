import { Link } from 'react-router';
import { Tooltip } from '@/components/Tooltip';

/** A menu entry that leads to a settings screen. */
export function MenuLink({ to, label }: { to: string; label: string }) {
  return (
    <li>
      <Link to={to}>{label}</Link>
    </li>
  );
}

/**
 * An entry that cannot be used here, saying why: the reason is the tooltip and the accessible
 * description. It stays focusable (aria-disabled, not disabled) so keyboard users can read it too.
 */
export function DisabledMenuItem({ label, reason }: { label: string; reason: string }) {
  return (
    <li>
      <Tooltip text={reason} describes>
        <button type="button" className="menu-item is-disabled" aria-disabled="true">
          {label}
        </button>
      </Tooltip>
    </li>
  );
}
