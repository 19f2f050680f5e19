import { useEffect, useRef } from 'react';
import { useMatch, useNavigate } from 'react-router';
import type { ViewKind } from '@/api/types';
import { useProjectViewsQuery } from '@/queries/projects';
import { openQuickSearch, useUi } from '@/stores/ui';
import { createChordListener, isTypingTarget } from './chords';

/** g-chords of the sidebar links. */
export const NAV_CHORDS: Record<string, string> = {
  'g o': '/',
  'g u': '/tasks/by/upcoming',
  'g p': '/projects',
  'g a': '/labels',
  'g m': '/teams',
};

/** g-chords of the project views, answered only inside a project. */
export const VIEW_CHORDS: Record<string, ViewKind> = { 'g l': 'list', 'g g': 'gantt', 'g t': 'table', 'g k': 'kanban' };

/** The shell's keyboard: ctrl/cmd+e menu, ctrl/cmd+k quick search, ? help, and the g-chords. */
export function useGlobalHotkeys(): void {
  const navigate = useNavigate();
  const match = useMatch('/projects/:projectId/*');
  const projectId = Number(match?.params.projectId);
  const views = useProjectViewsQuery(match ? projectId : Number.NaN);
  const latest = useRef({ navigate, projectId, views: views.data });
  useEffect(() => {
    latest.current = { navigate, projectId, views: views.data };
  }, [navigate, projectId, views.data]);

  useEffect(() => {
    const chords = createChordListener([...Object.keys(NAV_CHORDS), ...Object.keys(VIEW_CHORDS)]);
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const key = event.key.toLowerCase();
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
        if (key === 'e') {
          event.preventDefault();
          useUi.getState().toggleMenu();
        } else if (key === 'k') {
          event.preventDefault();
          openQuickSearch();
        }
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      if (document.querySelector('dialog[open]')) return;
      if (event.key === '?') {
        event.preventDefault();
        useUi.getState().setModal('shortcuts');
        chords.reset();
        return;
      }
      const matched = chords.press(key);
      if (!matched) return;
      const { navigate: go, projectId: id, views: list } = latest.current;
      const path = NAV_CHORDS[matched];
      if (path) return void go(path);
      const kind = VIEW_CHORDS[matched];
      const view = kind && list?.find((v) => v.viewKind === kind);
      if (view) void go(`/projects/${id}/${view.id}`);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
