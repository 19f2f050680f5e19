import { useEffect, useMemo, useRef, useState, type UIEvent } from 'react';
import { dateLocale } from '@/app/date-locale';
import { addDays, format, isWeekend, startOfDay } from 'date-fns';
import { useOpenTask } from '@/app/task-modal-route-state';
import { useTranslation } from 'react-i18next';
import type { Task } from '@/api/types';
import { Empty, ErrorBox, Loading } from '@/components/Status';
import { useSaveTaskMutation } from '@/queries/task-detail';
import { useEveryViewTaskQuery } from '@/queries/tasks';
import { GanttBar } from './GanttBar';
import { GanttUndated } from './GanttUndated';
import { ganttQuery, visibleRows } from './gantt-query';
import { barFor, COLUMN_WIDTH, columnLabel, columnsOf, shiftDates, unitOf, ZOOMS, type GanttZoom } from './layout';
import { useErrorToast } from '@/components/use-error-toast';
import './gantt-view.css';
import './gantt-hours.css';

const DATE_INPUT = 'yyyy-MM-dd';
/** One row of the chart, in pixels: rows are drawn only while in sight, so their height is fixed. */
const ROW_HEIGHT = 34;

/** Weekends are shaded; at the hour zoom each day starts with a stronger line. */
function headerClass(column: Date, unit: 'day' | 'hour'): string | undefined {
  const names = [
    isWeekend(column) ? 'weekend' : '',
    unit === 'hour' && column.getHours() === 0 ? 'day-start' : '',
  ].filter(Boolean);
  return names.length > 0 ? names.join(' ') : undefined;
}

export function GanttView({ projectId, viewId, canWrite }: { projectId: number; viewId: number; canWrite: boolean }) {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const openTask = useOpenTask();
  const save = useSaveTaskMutation();
  const [from, setFrom] = useState(() => addDays(startOfDay(new Date()), -7));
  const [to, setTo] = useState(() => addDays(startOfDay(new Date()), 30));
  const [zoom, setZoom] = useState<GanttZoom>('default');
  const [showUndated, setShowUndated] = useState(false);
  // Every task dated in the range, however many pages that takes; undated ones only when asked for.
  const tasks = useEveryViewTaskQuery(projectId, viewId, ganttQuery(from, to, showUndated));
  const [sight, setSight] = useState({ top: 0, height: 800 });

  const unit = unitOf(zoom);
  const columns = useMemo(() => columnsOf(from, to, zoom), [from, to, zoom]);
  const rows = (tasks.data?.items ?? []).map((task) => ({ task, bar: barFor(task, from, to, unit) }));
  const scheduled = rows.filter((r) => r.bar !== null);
  const undated = rows.filter((r) => !r.task.startDate || !r.task.endDate).map((r) => r.task);
  const width = COLUMN_WIDTH[zoom];
  const scroller = useRef<HTMLDivElement>(null);
  const hasBars = scheduled.length > 0;
  const drawn = visibleRows(sight.top, sight.height, ROW_HEIGHT, scheduled.length);
  const onScroll = (event: UIEvent<HTMLDivElement>) =>
    setSight({ top: event.currentTarget.scrollTop, height: event.currentTarget.clientHeight });

  // Hours make the chart long: switching to them scrolls to today, when today is in the range.
  useEffect(() => {
    if (zoom !== 'hour' || !hasBars || !scroller.current) return;
    const today = startOfDay(new Date()).getTime();
    const index = columns.findIndex((c) => c.getTime() === today);
    if (index >= 0) scroller.current.scrollLeft = index * COLUMN_WIDTH.hour;
  }, [zoom, hasBars, columns]);

  function shift(task: Task, by: number, edge: 'both' | 'end') {
    const patch = shiftDates(task, by, edge, unit);
    if (!patch) return;
    save.mutate({ base: task, patch }, { onError: showError });
  }
  const open = (task: Task) => openTask(task.id);
  const setDate = (value: string, apply: (d: Date) => void) => {
    const date = new Date(`${value}T00:00:00`);
    if (!Number.isNaN(date.getTime())) apply(date);
  };

  return (
    <div className="gantt">
      <div className="gantt-toolbar">
        <label>
          {t('gantt.from')}{' '}
          <input type="date" value={format(from, DATE_INPUT)} onChange={(e) => setDate(e.target.value, setFrom)} />
        </label>
        <label>
          {t('gantt.to')}{' '}
          <input type="date" value={format(to, DATE_INPUT)} onChange={(e) => setDate(e.target.value, setTo)} />
        </label>
        <label>
          {t('gantt.zoom')}{' '}
          <select value={zoom} onChange={(e) => setZoom(e.target.value as GanttZoom)}>
            {ZOOMS.map((z) => (
              <option key={z} value={z}>
                {t(`gantt.zooms.${z}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={showUndated} onChange={(e) => setShowUndated(e.target.checked)} />
          {t('gantt.showUndated')}
        </label>
      </div>
      {tasks.isPending && <Loading />}
      {tasks.isError && <ErrorBox error={tasks.error} onRetry={() => void tasks.refetch()} />}
      {tasks.isSuccess && scheduled.length === 0 && <Empty title={t('gantt.empty')} />}
      {scheduled.length > 0 && (
        <div
          className="gantt-scroll"
          ref={scroller}
          onScroll={onScroll}
          role="region"
          aria-label={t('gantt.region')}
          tabIndex={0}
        >
          <div className="gantt-grid" style={{ width: columns.length * width }}>
            <div className="gantt-days" aria-hidden="true">
              {columns.map((column) => (
                <span key={column.getTime()} className={headerClass(column, unit)} style={{ width }}>
                  {columnLabel(column, zoom, dateLocale())}
                </span>
              ))}
            </div>
            <ul
              className="gantt-rows"
              aria-label={t('gantt.rows')}
              style={{
                paddingTop: drawn.start * ROW_HEIGHT,
                paddingBottom: (scheduled.length - drawn.end) * ROW_HEIGHT,
              }}
            >
              {scheduled.slice(drawn.start, drawn.end).map(({ task, bar }) => (
                <li key={task.id} className="gantt-row" style={{ height: ROW_HEIGHT }}>
                  <GanttBar task={task} bar={bar!} zoom={zoom} canWrite={canWrite} onShift={shift} onOpen={open} />
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
      {showUndated && <GanttUndated tasks={undated} />}
    </div>
  );
}
