import { expect, test } from './test';
import { apiUser, call, ownServer } from './fixtures-accounts';
import { apiAs, needsServerSetting, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

const PUBLIC_CHECKBOX = 'Public team (anyone on this server can share with it)';

test(
  'public teams on: a team made public at creation is found by name and shared with by someone outside it',
  { tag: '@local' },
  async ({ page, browser }) => {
    const server = await ownServer({ publicTeams: true });
    try {
      const alice = await apiUser(server.url, 'pubteamA');
      const bob = await apiUser(server.url, 'pubteamB');
      const teamName = `Open Gardeners ${Date.now().toString(36)}`;

      // Alice creates the team from the teams page, ticking "public".
      await signInStored(page, alice, { base: server.url });
      await page.goto(`${server.url}/teams`);
      await page.getByLabel('New team').fill(teamName);
      await page.getByLabel(PUBLIC_CHECKBOX).check();
      await page.getByRole('button', { name: 'Create' }).click();
      await expect(page.getByRole('heading', { name: `Team ${teamName}` })).toBeVisible();
      // The edit page shows the flag the team was created with.
      await expect(page.getByLabel(PUBLIC_CHECKBOX)).toBeChecked();
      const team = (
        await call<Array<{ id: number; name: string; is_public: boolean }>>(
          server.url,
          'GET',
          '/teams',
          undefined,
          alice.token,
        )
      ).find((x) => x.name === teamName);
      expect(team?.is_public).toBe(true);

      // Bob, not a member, shares his project with it: he finds it by part of its name.
      const project = await call<{ id: number }>(server.url, 'PUT', '/projects', { title: 'Allotment' }, bob.token);
      const bobContext = await browser.newContext();
      try {
        const bobPage = await bobContext.newPage();
        await signInStored(bobPage, bob, { base: server.url });
        await bobPage.goto(`${server.url}/projects/${project.id}/settings/share`);
        const dialog = bobPage.getByRole('dialog', { name: 'Share “Allotment”' });
        await dialog.getByLabel('Search teams by name').fill('gardeners');
        await dialog.getByRole('option', { name: new RegExp(teamName) }).click();
        const teamForm = dialog.locator('form', { has: bobPage.getByLabel('Permission for the team') });
        await teamForm.getByLabel('Permission for the team').selectOption({ label: 'Read and write' });
        await teamForm.getByRole('button', { name: 'Share' }).click();
        await expect(dialog.getByLabel(`Permission of ${teamName}`)).toHaveValue('1');
      } finally {
        await bobContext.close();
      }

      const shared = await call<Array<{ id: number }>>(
        server.url,
        'GET',
        `/projects/${project.id}/teams`,
        undefined,
        bob.token,
      );
      expect(shared.map((x) => x.id)).toEqual([team?.id]);
      // Through the team, Alice now sees Bob's project.
      const alicesProjects = await call<Array<{ id: number }>>(server.url, 'GET', '/projects', undefined, alice.token);
      expect(alicesProjects.some((p) => p.id === project.id)).toBe(true);
    } finally {
      await server.close();
    }
  },
);

test('public teams off: no "public" choice, and nobody else’s team is offered for sharing', async ({ page }) => {
  await needsServerSetting('public_teams_enabled', false);
  const alice = await registerUser('privteamA');
  const bob = await registerUser('privteamB');
  const teamName = `Closed Circle ${Date.now().toString(36)}`;
  // Even a team flagged public stays private on a server without public teams.
  await apiAs(alice.token, 'PUT', '/teams', { name: teamName, is_public: true });
  const ownTeam = `Bobs Band ${Date.now().toString(36)}`;
  await apiAs(bob.token, 'PUT', '/teams', { name: ownTeam });
  const project = await apiAs<{ id: number }>(bob.token, 'PUT', '/projects', { title: 'Rehearsals' });

  await signInStored(page, bob);
  await page.goto(`${serverUrl()}/teams`);
  await expect(page.getByLabel('New team')).toBeVisible();
  await expect(page.getByLabel(PUBLIC_CHECKBOX)).toHaveCount(0);
  await page.getByRole('link', { name: ownTeam }).click();
  await expect(page.getByRole('heading', { name: `Team ${ownTeam}` })).toBeVisible();
  await expect(page.getByLabel(PUBLIC_CHECKBOX)).toHaveCount(0);

  await page.goto(`${serverUrl()}/projects/${project.id}/settings/share`);
  const dialog = page.getByRole('dialog', { name: 'Share “Rehearsals”' });
  const search = dialog.getByLabel('Search teams by name');
  const found = dialog
    .getByRole('listbox', { name: 'Teams found', includeHidden: true })
    .getByRole('option', { includeHidden: true });
  // His own team is found by name…
  await search.fill('bobs band');
  await expect(dialog.getByRole('option', { name: ownTeam })).toBeVisible();
  await expect(found).toHaveCount(1);
  // …Alice's is not, whatever its flag says.
  await search.fill('Closed Circle');
  await expect(found).toHaveCount(0);
});
