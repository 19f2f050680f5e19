/**
 * The shape every file importer produces and `writeImport` stores. Keys are the source's own ids
 * (as strings); the writer maps them to new ids, so relations, buckets and parents can refer to
 * each other before anything exists.
 */

export interface ImportFile {
  name: string;
  mime: string;
  data: Buffer;
  created?: string | null;
}

export interface ImportLabel {
  title: string;
  description: string;
  hex_color: string;
}

export interface ImportReminder {
  /** Absolute date, or null for a reminder relative to one of the task's dates. */
  reminder: string | null;
  relative_period: number;
  relative_to: '' | 'due_date' | 'start_date' | 'end_date';
}

export interface ImportComment {
  comment: string;
  created: string | null;
  updated: string | null;
}

export interface ImportAttachment {
  key: string;
  file: ImportFile;
}

export interface ImportTask {
  key: string;
  title: string;
  description: string;
  done: boolean;
  done_at: string | null;
  due_date: string | null;
  start_date: string | null;
  end_date: string | null;
  priority: number;
  percent_done: number;
  hex_color: string;
  repeat_after: number;
  repeat_mode: number;
  /** The source's per-project number; kept when unique, else the next free one. */
  index: number;
  is_favorite: boolean;
  created: string | null;
  updated: string | null;
  labels: ImportLabel[];
  reminders: ImportReminder[];
  comments: ImportComment[];
  attachments: ImportAttachment[];
  cover_attachment_key: string;
  relations: { kind: string; other_key: string }[];
  /** Bucket per kanban view, by view key. */
  buckets: { view_key: string; bucket_key: string }[];
  /** Position per view, by view key. */
  positions: { view_key: string; position: number }[];
}

export interface ImportBucket {
  key: string;
  title: string;
  limit: number;
  position: number;
}

export interface ImportView {
  key: string;
  title: string;
  view_kind: 'list' | 'gantt' | 'table' | 'kanban';
  filter: string;
  filter_include_nulls: boolean;
  position: number;
  bucket_configuration_mode: string;
  bucket_configuration: unknown[];
  buckets: ImportBucket[];
  default_bucket_key: string;
  done_bucket_key: string;
}

export interface ImportProject {
  key: string;
  /** Key of the parent in the same import, or '' for a top-level project. */
  parent_key: string;
  title: string;
  description: string;
  identifier: string;
  hex_color: string;
  is_archived: boolean;
  position: number;
  is_favorite: boolean;
  /** null: create Vikunja's four default views. */
  views: ImportView[] | null;
  tasks: ImportTask[];
  background: ImportFile | null;
}

export interface ImportFilter {
  title: string;
  description: string;
  filters: Record<string, unknown>;
  is_favorite: boolean;
}

export interface ImportData {
  projects: ImportProject[];
  filters: ImportFilter[];
}

/** A task with every optional part empty; importers fill in what their source has. */
export function blankTask(key: string, title: string): ImportTask {
  return {
    key,
    title,
    description: '',
    done: false,
    done_at: null,
    due_date: null,
    start_date: null,
    end_date: null,
    priority: 0,
    percent_done: 0,
    hex_color: '',
    repeat_after: 0,
    repeat_mode: 0,
    index: 0,
    is_favorite: false,
    created: null,
    updated: null,
    labels: [],
    reminders: [],
    comments: [],
    attachments: [],
    cover_attachment_key: '',
    relations: [],
    buckets: [],
    positions: [],
  };
}

/** Vikunja's four default views as import views (keys `<project>:list` …), kanban with these buckets. */
export function standardViews(
  projectKey: string,
  buckets: ImportBucket[],
  defaultBucket = '',
  doneBucket = '',
): ImportView[] {
  const kinds = [
    ['List', 'list'],
    ['Gantt', 'gantt'],
    ['Table', 'table'],
    ['Kanban', 'kanban'],
  ] as const;
  return kinds.map(([title, kind], i) => ({
    key: `${projectKey}:${kind}`,
    title,
    view_kind: kind,
    filter: kind === 'list' ? 'done = false' : '',
    filter_include_nulls: false,
    position: (i + 1) * 100,
    bucket_configuration_mode: kind === 'kanban' ? 'manual' : 'none',
    bucket_configuration: [],
    buckets: kind === 'kanban' ? buckets : [],
    default_bucket_key: kind === 'kanban' ? defaultBucket : '',
    done_bucket_key: kind === 'kanban' ? doneBucket : '',
  }));
}
