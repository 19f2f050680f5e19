import type { ApiClient } from './client';
import { ApiError } from './errors';

/** Importing from other services (the /migration/* group): file uploads and OAuth-authorised pulls. */

/** A file importer takes an uploaded export; an OAuth importer is authorised at the other service. */
export type MigratorKind = 'file' | 'oauth';

export interface Migrator {
  id: string;
  kind: MigratorKind;
  /** For file importers: what the file picker offers (the `accept` attribute). */
  accept?: string;
}

/**
 * The importers this app can drive, in the order they are listed. The server names the ones it
 * offers in /info `available_migrators`; names not in here (e.g. 2.x's configurable CSV import) are skipped.
 */
export const MIGRATORS: readonly Migrator[] = [
  { id: 'vikunja-file', kind: 'file', accept: '.zip,application/zip' },
  { id: 'todoist', kind: 'oauth' },
  { id: 'trello', kind: 'oauth' },
  { id: 'microsoft-todo', kind: 'oauth' },
  { id: 'ticktick', kind: 'file', accept: '.csv,text/csv' },
  { id: 'wekan', kind: 'file', accept: '.json,application/json' },
];

/** How long an import may take before the client gives up waiting (large exports are slow). */
export const MIGRATION_TIMEOUT_MS = 10 * 60_000;

export function findMigrator(id: string | undefined): Migrator | undefined {
  return MIGRATORS.find((m) => m.id === id);
}

/** The importers both sides support, in the app's order. */
export function offeredMigrators(available: readonly string[] | null | undefined): Migrator[] {
  const names = new Set((available ?? []).map((name) => name.toLowerCase()));
  return MIGRATORS.filter((m) => names.has(m.id));
}

/** Whether a file's name ends with one of the extensions in an `accept` list (MIME entries are ignored). */
export function matchesAccept(fileName: string, accept: string | undefined): boolean {
  const extensions = (accept ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part.startsWith('.'));
  return extensions.length === 0 || extensions.some((ext) => fileName.toLowerCase().endsWith(ext));
}

export interface MigrationStatus {
  id: number;
  migratorName: string;
  startedAt: string | null;
  finishedAt: string | null;
}

/** The last import from a service, or null when there never was one (servers answer zero dates then). */
export async function getMigrationStatus(client: ApiClient, service: string): Promise<MigrationStatus | null> {
  const { data } = await client.get<Partial<MigrationStatus> | null>(`/migration/${service}/status`);
  if (!data || (!data.startedAt && !data.finishedAt)) return null;
  return {
    id: data.id ?? 0,
    migratorName: data.migratorName ?? service,
    startedAt: data.startedAt ?? null,
    finishedAt: data.finishedAt ?? null,
  };
}

/** Whether an address is one the browser may be sent to (never `javascript:` or the like). */
export function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** Where to send the browser to authorise an OAuth importer; anything but a web address is refused. */
export async function getAuthUrl(client: ApiClient, service: string): Promise<string> {
  const { data, status } = await client.get<{ url?: string } | null>(`/migration/${service}/auth`);
  if (!data?.url || !isWebAddress(data.url)) throw new ApiError({ kind: 'invalid-response', status });
  return data.url;
}

/** Starts an OAuth import with the code the other service handed back. */
export async function migrateWithCode(client: ApiClient, service: string, code: string): Promise<void> {
  await client.post(`/migration/${service}/migrate`, { code }, { timeoutMs: MIGRATION_TIMEOUT_MS });
}

/** Uploads an export file (multipart field `import`); every release's file importers accept only PUT. */
export async function migrateFile(client: ApiClient, service: string, file: File): Promise<void> {
  const form = new FormData();
  form.append('import', file, file.name);
  await client.request('PUT', `/migration/${service}/migrate`, { form, timeoutMs: MIGRATION_TIMEOUT_MS });
}
