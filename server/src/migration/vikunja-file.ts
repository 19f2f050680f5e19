import { CODE, apiError } from '../errors.ts';
import {
  standardViews,
  type ImportBucket,
  type ImportData,
  type ImportFile,
  type ImportFilter,
  type ImportProject,
  type ImportView,
} from './model.ts';
import { flag, isObj, key, list, num, obj, objs, text, type Obj } from './read-json.ts';
import { readZip, ZipError, type ZipLimits } from './unzip.ts';
import { readPlacement, readTask, type FileStore } from './vikunja-file-tasks.ts';

const invalid = (message: string) => apiError(400, CODE.invalidModel, message);

// 0.24 documents these as Go integers; accept both spellings.
const KINDS = ['list', 'gantt', 'table', 'kanban'] as const;
const MODES = ['none', 'manual', 'filter'];

function viewKind(v: unknown): ImportView['view_kind'] {
  if (typeof v === 'number') return KINDS[v] ?? 'list';
  return (KINDS as readonly unknown[]).includes(v) ? (v as ImportView['view_kind']) : 'list';
}

function bucketOf(b: Obj): ImportBucket {
  return {
    key: key('b', b.id),
    title: text(b, 'title') || 'Bucket',
    limit: Math.max(0, Math.trunc(num(b, 'limit'))),
    position: num(b, 'position'),
  };
}

function readView(v: Obj, buckets: Obj[]): ImportView {
  const f = v.filter;
  const filter = typeof f === 'string' ? f : text(obj(f), 'filter');
  const mode =
    typeof v.bucket_configuration_mode === 'number'
      ? (MODES[v.bucket_configuration_mode] ?? 'none')
      : text(v, 'bucket_configuration_mode');
  return {
    key: key('v', v.id),
    title: text(v, 'title') || 'View',
    view_kind: viewKind(v.view_kind),
    filter,
    filter_include_nulls: flag(v, 'filter_include_nulls') || flag(obj(f), 'filter_include_nulls'),
    position: num(v, 'position'),
    bucket_configuration_mode: MODES.includes(mode) ? mode : viewKind(v.view_kind) === 'kanban' ? 'manual' : 'none',
    bucket_configuration: list(v.bucket_configuration),
    buckets: buckets.map(bucketOf).filter((b) => b.key),
    default_bucket_key: key('b', v.default_bucket_id),
    done_bucket_key: key('b', v.done_bucket_id),
  };
}

/** Releases before 0.23 had no views: their buckets hang off the project; give it Vikunja's four views. */
function legacyViews(p: Obj, pkey: string, buckets: Obj[]): ImportView[] {
  return standardViews(
    pkey,
    buckets.map(bucketOf).filter((b) => b.key),
    key('b', p.default_bucket_id),
    key('b', p.done_bucket_id),
  );
}

function sniffMime(data: Buffer): string {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data[0] === 0xff && data[1] === 0xd8) return 'image/jpeg';
  if (data.subarray(0, 3).toString('latin1') === 'GIF') return 'image/gif';
  if (data.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return 'application/octet-stream';
}

function background(p: Obj, files: FileStore): ImportFile | null {
  const id = num(p, 'background_file_id') || num(obj(p.background_information), 'id');
  const data = id ? files.get(String(id)) : undefined;
  return data ? { name: 'background', mime: sniffMime(data), data } : null;
}

function readProject(p: Obj, parentKey: string, files: FileStore, out: ImportProject[]): void {
  // Namespaces (before 0.21) have their own ids; their lists become child projects.
  const pkey = key(Array.isArray(p.lists) ? 'n' : 'p', p.id) || `p#${out.length}`;
  const allBuckets = objs(p.buckets);
  const views = Array.isArray(p.views)
    ? objs(p.views).map((v) =>
        readView(
          v,
          allBuckets.filter((b) => num(b, 'project_view_id') === num(v, 'id')),
        ),
      )
    : allBuckets.length
      ? legacyViews(p, pkey, allBuckets)
      : null;
  const bucketView = new Map<string, string>();
  for (const v of views ?? []) for (const b of v.buckets) bucketView.set(b.key, v.key);
  const listViews = (views ?? []).filter((v) => v.view_kind !== 'kanban').map((v) => v.key);
  const place = readPlacement(p, bucketView, listViews);
  out.push({
    key: pkey,
    parent_key: key('p', p.parent_project_id) || parentKey,
    title: text(p, 'title').trim() || 'Imported project',
    description: text(p, 'description'),
    identifier: text(p, 'identifier'),
    hex_color: text(p, 'hex_color'),
    is_archived: flag(p, 'is_archived'),
    position: num(p, 'position'),
    is_favorite: flag(p, 'is_favorite'),
    views,
    tasks: objs(p.tasks).flatMap((t, i) => readTask(t, files, place, `${pkey}:t${i}`) ?? []),
    background: background(p, files),
  });
  // Releases before 0.21 nested child projects (and namespaces their lists) instead of linking by id.
  for (const child of [...objs(p.child_projects), ...objs(p.lists)]) readProject(child, pkey, files, out);
}

function readFilters(raw: unknown): ImportFilter[] {
  return objs(raw)
    .filter((f) => text(f, 'title').trim())
    .map((f) => {
      let filters: unknown = f.filters;
      if (typeof filters === 'string') {
        try {
          filters = JSON.parse(filters) as unknown;
        } catch {
          filters = {};
        }
      }
      return {
        title: text(f, 'title').trim(),
        description: text(f, 'description'),
        filters: isObj(filters) ? filters : {},
        is_favorite: flag(f, 'is_favorite'),
      };
    });
}

function parseJson(entries: Map<string, Buffer>, name: string): unknown {
  const raw = entries.get(name);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    throw invalid(`The import file's ${name} is not valid JSON.`);
  }
}

/** Reads a data export zip (ours, or a Vikunja server's) into the import shape; bad input is a 400/2002. */
export function readVikunjaExport(zip: Buffer, limits: ZipLimits): ImportData {
  let entries: Map<string, Buffer>;
  try {
    entries = readZip(zip, limits);
  } catch (err) {
    if (err instanceof ZipError) throw invalid(`The import file is not a valid zip archive (${err.message}).`);
    throw err;
  }
  const data = parseJson(entries, 'data.json');
  if (data === undefined) throw invalid('The import file has no data.json: it is not a Vikunja data export.');
  if (!Array.isArray(data)) throw invalid("The import file's data.json does not hold a list of projects.");
  const files: FileStore = new Map();
  for (const [name, bytes] of entries) if (name.startsWith('files/')) files.set(name.slice('files/'.length), bytes);
  const projects: ImportProject[] = [];
  for (const p of objs(data)) readProject(p, '', files, projects);
  return { projects, filters: readFilters(parseJson(entries, 'filters.json')) };
}
