import { useMemo, useState } from 'react';
import { addDays, format, isWeekend, startOfDay } from 'date-fns';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Task } from '@/api/types';
import { Empty, ErrorBox, Loading } from '@/components/Status';
import { errorMessage } from '@/lib/error-message';
import { useSaveTaskMutation } from '@/queries/task-detail';
import { useViewTasksQuery } from '@/queries/tasks';
import { useToasts } from '@/stores/toasts';
import { GanttBar } from './GanttBar';
import { barFor, DAY_WIDTH, daysOf, shiftDates, type GanttZoom } from './layout';

const DATE_INPUT = 'yyyy-MM-dd';
const ZOOMS: GanttZoom[] = ['month', 'default', 'day'];

export function GanttView({ projectId, viewId, canWrite }: { projectId: number; viewId: number; canWrite: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToasts((s) => s.show);
  const save = useSaveTaskMutation();
  const [from, setFrom] = useState(() => addDays(startOfDay(new Date()), -7));
  const [to, setTo] = useState(() => addDays(startOfDay(new Date()), 30));
  const [zoom, setZoom] = useState<GanttZoom>('default');
  const [showUndated, setShowUndated] = useState(false);
  const tasks = useViewTasksQuery(projectId, viewId, { perPage: 250, sortBy: ['start_date', 'id'], orderBy: ['asc', 'asc'] });

  const days = useMemo(() => daysOf(from, to), [from, to]);
  const rows = (tasks.data?.items ?? []).map((task) => ({ task, bar: barFor(task, from, to) }));
  const scheduled = rows.filter((r) => r.bar !== null);
  const undated = rows.filter((r) => !r.task.startDate || !r.task.endDate).map((r) => r.task);
  const width = DAY_WIDTH[zoom];

  function shift(task: Task, daysBy: number, edge: 'both' | 'end') {
    const patch = shiftDates(task, daysBy, edge);
    if (!patch) return;
    save.mutate({ base: task, patch }, { onError: (error) => toast({ kind: 'error', message: errorMessage(error, t) }) });
  }
  const open = (task: Task) => void navigate(`/tasks/${task.id}`);
  const setDate = (value: string, apply: (d: Date) => void) => {
    const date = new Date(`${value}T00:00:00`);
    if (!Number.isNaN(date.getTime())) apply(date);
  };

  return (
    <div className="gantt">
      <div className="gantt-toolbar">
        <label>
          {t('gantt.from')} <input type="date" value={format(from, DATE_INPUT)} onChange={(e) => setDate(e.target.value, setFrom)} />
        </label>
        <label>
          {t('gantt.to')} <input type="date" value={format(to, DATE_INPUT)} onChange={(e) => setDate(e.target.value, setTo)} />
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
        <div className="gantt-scroll">
          <div className="gantt-grid" style={{ width: days.length * width }}>
            <div className="gantt-days" aria-hidden="true">
              {days.map((day) => (
                <span key={day.getTime()} className={isWeekend(day) ? 'weekend' : undefined} style={{ width }}>
                  {zoom === 'month' ? (day.getDate() === 1 ? format(day, 'MMM') : '') : format(day, zoom === 'day' ? 'EEE d' : 'd')}
                </span>
              ))}
            </div>
            <ul className="gantt-rows" aria-label={t('gantt.rows')}>
              {scheduled.map(({ task, bar }) => (
                <li key={task.id} className="gantt-row">
                  <GanttBar task={task} bar={bar!} zoom={zoom} canWrite={canWrite} onShift={shift} onOpen={open} />
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
      {showUndated && undated.length > 0 && (
        <section aria-labelledby="gantt-undated">
          <h2 id="gantt-undated" className="section-title">{t('gantt.undated')}</h2>
          <ul className="gantt-undated">
            {undated.map((task) => (
              <li key={task.id}>
                <Link to={`/tasks/${task.id}`}>{task.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
