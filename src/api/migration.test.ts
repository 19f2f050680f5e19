import { describe, expect, it } from 'vitest';
import { Answer, fakeServer } from '@/test-support/screen';
import { isApiError } from './errors';
import {
  getAuthUrl,
  getMigrationStatus,
  matchesAccept,
  migrateFile,
  migrateWithCode,
  offeredMigrators,
} from './migration';

const zip = () => new File(['PK'], 'export.zip', { type: 'application/zip' });

describe('offeredMigrators', () => {
  it('keeps the app order, ignores case and skips importers the app cannot drive', () => {
    expect(offeredMigrators(['Trello', 'csv', 'vikunja-file', 'ticktick']).map((m) => m.id)).toEqual([
      'vikunja-file',
      'trello',
      'ticktick',
    ]);
  });

  it.each([[null], [undefined], [[]]])('offers nothing for %j', (available) => {
    expect(offeredMigrators(available)).toEqual([]);
  });
});

describe('matchesAccept', () => {
  it.each([
    ['export.zip', '.zip,application/zip', true],
    ['EXPORT.ZIP', '.zip', true],
    ['backup.csv', '.zip,application/zip', false],
    ['backup.csv', '.csv,text/csv', true],
    ['anything.bin', 'application/zip', true],
    ['anything.bin', undefined, true],
  ])('%s against %s → %s', (name, accept, expected) => expect(matchesAccept(name, accept)).toBe(expected));
});

describe('migration status', () => {
  it('is null when the server answers zero dates (never imported)', async () => {
    const { client } = fakeServer({
      'GET /migration/todoist/status': () => ({
        id: 0,
        migrator_name: '',
        started_at: '0001-01-01T00:00:00Z',
        finished_at: '0001-01-01T00:00:00Z',
      }),
    });
    expect(await getMigrationStatus(client, 'todoist')).toBeNull();
  });

  it('reads an earlier import', async () => {
    const { client } = fakeServer({
      'GET /migration/todoist/status': () => ({
        id: 4,
        migrator_name: 'todoist',
        started_at: '2024-03-01T10:00:00Z',
        finished_at: '2024-03-01T10:05:00Z',
      }),
    });
    expect(await getMigrationStatus(client, 'todoist')).toEqual({
      id: 4,
      migratorName: 'todoist',
      startedAt: '2024-03-01T10:00:00Z',
      finishedAt: '2024-03-01T10:05:00Z',
    });
  });

  it('reads a running import (started, not finished)', async () => {
    const { client } = fakeServer({
      'GET /migration/trello/status': () => ({
        id: 2,
        migrator_name: 'trello',
        started_at: '2024-03-01T10:00:00Z',
        finished_at: '0001-01-01T00:00:00Z',
      }),
    });
    expect(await getMigrationStatus(client, 'trello')).toMatchObject({
      startedAt: '2024-03-01T10:00:00Z',
      finishedAt: null,
    });
  });
});

describe('OAuth importers', () => {
  it('fetches the authorisation address', async () => {
    const { client } = fakeServer({
      'GET /migration/todoist/auth': () => ({ url: 'https://todoist.example/oauth?client_id=1' }),
    });
    expect(await getAuthUrl(client, 'todoist')).toBe('https://todoist.example/oauth?client_id=1');
  });

  it.each([['javascript:alert(1)'], ['not a url'], ['']])('refuses %j as an address to go to', async (url) => {
    const { client } = fakeServer({ 'GET /migration/todoist/auth': () => ({ url }) });
    const error: unknown = await getAuthUrl(client, 'todoist').catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('invalid-response');
  });

  it('posts the code the service handed back', async () => {
    const { client, calls } = fakeServer({ 'POST /migration/trello/migrate': () => ({ message: 'ok' }) });
    await migrateWithCode(client, 'trello', 'abc123');
    expect(calls).toEqual([{ method: 'POST', path: '/migration/trello/migrate', body: { code: 'abc123' } }]);
  });

  it('passes server errors on', async () => {
    const { client } = fakeServer({
      'POST /migration/trello/migrate': () => new Answer(500, { code: 9999, message: 'Trello said no' }),
    });
    await expect(migrateWithCode(client, 'trello', 'x')).rejects.toMatchObject({
      status: 500,
      serverMessage: 'Trello said no',
    });
  });
});

describe('file importers', () => {
  it.each([
    ['vikunja-file', 'PUT'],
    ['ticktick', 'PUT'],
    ['wekan', 'PUT'],
  ])('%s is sent with %s (file importers accept only PUT on every release)', async (service, method) => {
    const { client, calls } = fakeServer({ [`${method} /migration/${service}/migrate`]: () => ({ message: 'ok' }) });
    const file = zip();
    await migrateFile(client, service, file);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method, path: `/migration/${service}/migrate`, body: undefined });
    const sent = calls[0]?.form?.get('import');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('export.zip');
  });
});
