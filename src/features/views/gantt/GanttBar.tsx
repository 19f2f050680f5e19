import { useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@/api/types';
import { cssColor, textColorFor, textIsReadableOn } from '@/lib/colors';
import { COLUMN_WIDTH, columnsMoved, unitOf, type Bar, type GanttZoom } from './layout';

interface Props {
  task: Task;
  bar: Bar;
  zoom: GanttZoom;
  canWrite: boolean;
  /** Moves the task by whole columns: days, or hours at the hour zoom. */
  onShift: (task: Task, columns: number, edge: 'both' | 'end') => void;
  onOpen: (task: Task) => void;
}

/** A task's bar: drag to move it, drag its right edge to resize; arrows (+Shift) do the same by a column. */
export function GanttBar({ task, bar, zoom, canWrite, onShift, onOpen }: Props) {
  const { t } = useTranslation();
  const drag = useRef<{ x: number; edge: 'both' | 'end'; moved: boolean } | null>(null);
  const [offset, setOffset] = useState({ dx: 0, edge: 'both' as 'both' | 'end' });
  const width = COLUMN_WIDTH[zoom];

  function down(event: PointerEvent<HTMLElement>, edge: 'both' | 'end') {
    if (!canWrite) return;
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, edge, moved: false };
  }
  function move(event: PointerEvent<HTMLElement>) {
    if (!drag.current) return;
    const dx = event.clientX - drag.current.x;
    if (Math.abs(dx) > 3) drag.current.moved = true;
    setOffset({ dx, edge: drag.current.edge });
  }
  function up(event: PointerEvent<HTMLElement>) {
    const state = drag.current;
    drag.current = null;
    setOffset({ dx: 0, edge: 'both' });
    if (!state) return;
    const columns = columnsMoved(event.clientX - state.x, zoom);
    if (state.moved && columns !== 0) onShift(task, columns, state.edge);
    else if (!state.moved) onOpen(task);
  }
  function key(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Enter') onOpen(task);
    if (!canWrite || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    onShift(task, event.key === 'ArrowRight' ? 1 : -1, event.shiftKey ? 'end' : 'both');
  }

  const colour = cssColor(task.hexColor);
  const left = bar.column * width + (offset.edge === 'both' ? offset.dx : 0);
  const barWidth = Math.max(width, bar.span * width + (offset.edge === 'end' ? offset.dx : 0));
  return (
    <div
      role="button"
      tabIndex={0}
      className={`gantt-bar${task.done ? ' is-done' : ''}${bar.clippedStart ? ' clipped-start' : ''}${bar.clippedEnd ? ' clipped-end' : ''}`}
      style={{ left, width: barWidth, ...barColours(colour) }}
      aria-label={t('gantt.bar', { title: task.title })}
      aria-description={canWrite ? t(unitOf(zoom) === 'hour' ? 'gantt.barHelpHour' : 'gantt.barHelp') : undefined}
      onPointerDown={(e) => down(e, 'both')}
      onPointerMove={move}
      onPointerUp={up}
      onKeyDown={key}
      data-testid="gantt-bar"
    >
      <span className="gantt-bar-title">{task.title}</span>
      {canWrite && (
        <span
          className="gantt-resize"
          aria-hidden="true"
          onPointerDown={(e) => down(e, 'end')}
          onPointerMove={move}
          onPointerUp={up}
        />
      )}
    </div>
  );
}

/**
 * A coloured bar in the task's colour with readable text on it; a colour no text reads well on (a mid red)
 * tints the bar instead and marks its start in full colour, so the title keeps AA contrast in both themes.
 */
function barColours(colour: string | null): CSSProperties {
  if (!colour) return {};
  if (textIsReadableOn(colour)) return { background: colour, color: textColorFor(colour) };
  return {
    background: `color-mix(in srgb, ${colour} 28%, var(--surface))`,
    color: 'var(--text)',
    boxShadow: `inset 4px 0 0 ${colour}`,
  };
}
