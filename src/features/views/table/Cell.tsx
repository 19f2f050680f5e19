import type { TFunction } from 'i18next';
import type { Task } from '@/api/types';
import { LabelChip } from '@/features/labels/LabelChip';
import { DATE_COLUMNS, dateOf, type ColumnId, type DateColumn } from './columns';
import { priorityLevel, progressShare } from '@/lib/task-ranges';
import type { TaskOpener } from '../task-opener';

const formats = new Map<string, Intl.DateTimeFormat>();

/** A date as the table shows it; one formatter a language (making one costs more than a row's render). */
function formatDate(iso: string | null, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let format = formats.get(language);
  if (!format)
    formats.set(language, (format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })));
  return format.format(date);
}

const isDateColumn = (column: ColumnId): column is DateColumn => (DATE_COLUMNS as readonly string[]).includes(column);

interface CellProps {
  task: Task;
  column: ColumnId;
  t: TFunction;
  language: string;
  /** How the title links to its task. */
  opener: TaskOpener;
}

/** One cell of a task's row; the row translates for all its cells (`t`, `language`). */
export function Cell({ task, column, t, language, opener }: CellProps) {
  if (isDateColumn(column)) {
    const iso = dateOf(task, column);
    return <td>{iso && <time dateTime={iso}>{formatDate(iso, language)}</time>}</td>;
  }
  switch (column) {
    case 'index':
      return <td className="muted">{task.identifier || `#${task.index}`}</td>;
    case 'done':
      return <td>{task.done && <span className="badge badge-done">{t('taskDetail.done')}</span>}</td>;
    case 'title':
      return (
        <td className="table-title">
          <a href={`${opener.href}${task.id}`} className="task-title" onClick={(e) => opener.open(e, task.id)}>
            {task.title}
          </a>
        </td>
      );
    case 'priority':
      return (
        <td>{priorityLevel(task.priority) > 0 ? t(`taskDetail.priorities.${priorityLevel(task.priority)}`) : ''}</td>
      );
    case 'labels':
      return (
        <td>
          {(task.labels ?? []).map((label) => (
            <LabelChip key={label.id} label={label} />
          ))}
        </td>
      );
    case 'assignees':
      return <td>{(task.assignees ?? []).map((u) => u.name || u.username).join(', ')}</td>;
    case 'percentDone':
      return <td>{Math.round(progressShare(task.percentDone) * 100)} %</td>;
  }
}
