import { PASSWORD, TESTING_TOKEN, textFile, type World } from '../world.ts';

/** API tokens and the route listing their permissions come from. */
export async function apiTokens(w: World): Promise<void> {
  const { r } = w;
  const a = w.alice.token;
  await r.call('GET', '/routes', a);
  const token = await r.call('PUT', '/tokens', a, {
    title: 'CI',
    permissions: { tasks: ['read_all', 'read_one'] },
    expires_at: '2099-01-01T00:00:00Z',
  });
  await r.call('GET', '/tokens', a);
  await r.call('GET', '/tasks/' + w.task.id, token.token);
  await r.call('DELETE', `/tokens/${token.id}`, a);
}

/** The data export (its zip feeds the Vikunja-file importer), TickTick's CSV import, and the OAuth importers' auth and status. */
export async function migration(w: World): Promise<void> {
  const { r } = w;
  const a = w.alice.token;
  await r.call('POST', '/user/export/request', a, { password: PASSWORD });
  if (w.mode !== '0.24') await r.call('GET', '/user/export', a);
  // The download answers the zip itself (scope.ts NOT_JSON), so it is fetched outside the recorder.
  const zip = await w.h.call('POST', '/user/export/download', { token: a, body: { password: PASSWORD } });
  const exported = new File([await zip.arrayBuffer()], 'export.zip', { type: 'application/zip' });

  await r.call('GET', '/migration/vikunja-file/status', a);
  // File importers take only PUT on every release (the swagger files say POST; the route tables say PUT).
  await r.send('PUT', '/migration/vikunja-file/migrate', { token: a, form: { import: exported } });
  await r.call('GET', '/migration/vikunja-file/status', a);

  await r.call('GET', '/migration/ticktick/status', a);
  const csv = '"Folder Name","List Name","Title"\n"","Inbox","Imported"\n';
  await r.send('PUT', '/migration/ticktick/migrate', {
    token: a,
    form: { import: textFile('backup.csv', csv, 'text/csv') },
  });
  await r.call('GET', '/migration/ticktick/status', a);

  for (const service of ['todoist', 'trello', 'microsoft-todo']) {
    await r.call('GET', `/migration/${service}/auth`, a);
    await r.call('GET', `/migration/${service}/status`, a);
  }
}

/** Last, because they end things: the session logout (2.x) and the e2e seeding endpoints that truncate tables. */
export async function teardown(w: World): Promise<void> {
  const { r } = w;
  if (w.mode === '2')
    await r.send('POST', '/user/logout', { token: w.alice.token, headers: { cookie: w.alice.cookie } });
  const seeded = [{ id: 1, title: 'Seeded', created_by_id: w.alice.id }];
  await r.send('PATCH', '/test/labels', { body: seeded, headers: { authorization: TESTING_TOKEN } });
  // Only 2.x documents the truncate-everything endpoint.
  if (w.mode === '2') await r.send('DELETE', '/test/all', { headers: { authorization: TESTING_TOKEN } });
}
