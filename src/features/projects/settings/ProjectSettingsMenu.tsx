import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Project } from '@/api/types';
import { useDismiss } from '@/components/use-dismiss';
import { usePainted } from '@/lib/use-first-rows';
import { ProjectMenuEntries } from './ProjectMenuEntries';
import { EllipsisIcon } from '@/components/icons';

/**
 * The project header's settings menu; its entries are the same as the sidebar row's. It closes once an
 * entry is chosen, on Escape or a press outside, and whenever the route changes (a settings dialog or a
 * task opening), so it never stays open over a dialog.
 */
export function ProjectSettingsMenu({ project, permission }: { project: Project; permission: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDetailsElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root);
  // The entries' code is not in the first load: drawn (closed) once the first screen is painted, or on opening.
  const painted = usePainted();
  const { pathname } = useLocation();
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the route is outside React state: a new one closes the menu
  useEffect(close, [pathname, close]);

  function chose(event: MouseEvent<HTMLUListElement>) {
    const entry = (event.target as HTMLElement).closest('a, button');
    if (entry && entry.getAttribute('aria-disabled') !== 'true') close();
  }

  return (
    <details className="menu" ref={root} open={open}>
      {/* The summary's own toggling is replaced by React's state, so the two never disagree. */}
      <summary
        className="btn"
        aria-label={t('projectSettings.menu')}
        onClick={(e) => {
          e.preventDefault();
          setOpen((o) => !o);
        }}
      >
        <EllipsisIcon size={18} aria-hidden="true" />
      </summary>
      <ul className="menu-list" onClick={chose}>
        {(painted || open) && <ProjectMenuEntries project={project} permission={permission} />}
      </ul>
    </details>
  );
}
