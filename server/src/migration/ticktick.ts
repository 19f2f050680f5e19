import { CODE, apiError } from '../errors.ts';
import { CsvError, parseCsv } from './csv.ts';
import { blankTask, standardViews, type ImportData, type ImportProject, type ImportTask } from './model.ts';
import {
  checklistToHtml,
  textToHtml,
  tickTickDate,
  tickTickDone,
  tickTickPriority,
  tickTickReminders,
  tickTickRepeat,
} from './ticktick-fields.ts';

const invalid = (message: string) => apiError(400, CODE.invalidModel, message);

type Row = (column: string) => string;

/** The header row follows a preamble ("Date: …", "Version: …", a status legend); find it by its first column. */
function findHeader(rows: string[][]): number {
  const i = rows.findIndex(
    (r) => r[0]?.trim().toLowerCase() === 'folder name' || (r.includes('Title') && r.includes('List Name')),
  );
  if (i < 0)
    throw invalid('The import file is not a TickTick backup: no "Folder Name", "List Name", "Title" header row.');
  return i;
}

function description(get: Row): string {
  const content = get('Content');
  const checklist = get('Kind').toUpperCase() === 'CHECKLIST' || /^(y|yes|true|1)$/i.test(get('Is Check list'));
  return checklist ? checklistToHtml(content) : textToHtml(content);
}

function readTask(get: Row, key: string): ImportTask {
  const t = blankTask(key, get('Title').trim());
  t.description = description(get);
  t.start_date = tickTickDate(get('Start Date'));
  t.due_date = tickTickDate(get('Due Date'));
  t.priority = tickTickPriority(get('Priority'));
  t.done = tickTickDone(get('Status'));
  t.done_at = t.done ? tickTickDate(get('Completed Time')) : null;
  t.created = tickTickDate(get('Created Time'));
  Object.assign(t, tickTickRepeat(get('Repeat')));
  const relativeTo = t.due_date ? 'due_date' : t.start_date ? 'start_date' : '';
  if (relativeTo)
    t.reminders = tickTickReminders(get('Reminder')).map((s) => ({
      reminder: null,
      relative_period: s,
      relative_to: relativeTo,
    }));
  const tags = get('Tags')
    .split(',')
    .map((s) => s.trim().replace(/^#/, ''))
    .filter(Boolean);
  t.labels = [...new Set(tags)].map((title) => ({ title, description: '', hex_color: '' }));
  const parent = get('parentId').trim();
  if (parent) t.relations = [{ kind: 'parenttask', other_key: `tt:${parent}` }];
  return t;
}

interface ListRows {
  project: ImportProject;
  rows: { task: ImportTask; order: number; column: string; columnOrder: number }[];
}

/** Kanban columns become buckets (in their column order), and the list order becomes positions. */
function finishProject(l: ListRows): void {
  const p = l.project;
  const columns = [
    ...new Map(
      l.rows
        .filter((r) => r.column)
        .sort((a, b) => a.columnOrder - b.columnOrder)
        .map((r) => [r.column, r]),
    ).keys(),
  ];
  const buckets = columns.map((title, i) => ({
    key: `${p.key}:col:${title}`,
    title,
    limit: 0,
    position: (i + 1) * 65536,
  }));
  p.views = standardViews(p.key, buckets, buckets[0]?.key ?? '');
  [...l.rows]
    .sort((a, b) => a.order - b.order)
    .forEach((r, i) => {
      r.task.positions = ['list', 'gantt', 'table'].map((kind) => ({
        view_key: `${p.key}:${kind}`,
        position: (i + 1) * 65536,
      }));
      if (r.column) r.task.buckets = [{ view_key: `${p.key}:kanban`, bucket_key: `${p.key}:col:${r.column}` }];
    });
  p.tasks = l.rows.map((r) => r.task);
}

function newProject(key: string, title: string, parentKey: string): ImportProject {
  return {
    key,
    parent_key: parentKey,
    title,
    description: '',
    identifier: '',
    hex_color: '',
    is_archived: false,
    position: 0,
    is_favorite: false,
    views: null,
    tasks: [],
    background: null,
  };
}

/** Reads TickTick's backup CSV: lists become projects (inside a project per folder), tags labels, parentId subtasks. */
export function readTickTick(csv: string): ImportData {
  let rows: string[][];
  try {
    rows = parseCsv(csv);
  } catch (err) {
    if (err instanceof CsvError) throw invalid(`The import file is not valid CSV (${err.message}).`);
    throw err;
  }
  const headerAt = findHeader(rows);
  const header = (rows[headerAt] ?? []).map((h) => h.trim());
  const folders = new Map<string, ImportProject>();
  const lists = new Map<string, ListRows>();
  rows.slice(headerAt + 1).forEach((cells, i) => {
    const get: Row = (column) => cells[header.indexOf(column)] ?? '';
    if (!get('Title').trim()) return;
    const folder = get('Folder Name').trim();
    const listName = get('List Name').trim() || 'Inbox';
    if (folder && !folders.has(folder)) folders.set(folder, newProject(`tt-folder:${folder}`, folder, ''));
    const listKey = `tt-list:${folder}/${listName}`;
    let l = lists.get(listKey);
    if (!l)
      lists.set(
        listKey,
        (l = { project: newProject(listKey, listName, folder ? `tt-folder:${folder}` : ''), rows: [] }),
      );
    const id = get('taskId').trim();
    const order = Number(get('Order'));
    l.rows.push({
      task: readTask(get, id ? `tt:${id}` : `tt-row:${i}`),
      order: Number.isFinite(order) ? order : i,
      column: get('Column Name').trim(),
      columnOrder: Number(get('Column Order')) || 0,
    });
  });
  for (const l of lists.values()) finishProject(l);
  return { projects: [...folders.values(), ...[...lists.values()].map((l) => l.project)], filters: [] };
}
