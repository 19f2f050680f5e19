import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SettingsLayout } from '@/features/settings/SettingsLayout';
import { MigrationOverview } from './MigrationOverview';
import { fakeServer, renderScreen, testInfo } from '@/test-support/screen';

function show(availableMigrators: string[]) {
  renderScreen(
    <MemoryRouter initialEntries={['/user/settings/migrate']}>
      <Routes>
        <Route path="/user/settings" element={<SettingsLayout />}>
          <Route path="migrate" element={<MigrationOverview />} />
        </Route>
      </Routes>
    </MemoryRouter>,
    { client: fakeServer({}).client, info: testInfo({ availableMigrators }) },
  );
}

describe('MigrationOverview', () => {
  it('lists the importers the server offers, in the app order, each linking to its page', () => {
    show(['ticktick', 'csv', 'todoist', 'vikunja-file']);
    const list = screen.getAllByRole('list').find((ul) => ul.classList.contains('migration-services'));
    const links = within(list as HTMLElement).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/migrate/vikunja-file',
      '/migrate/todoist',
      '/migrate/ticktick',
    ]);
    expect(links[0]).toHaveTextContent('Vikunja export');
    expect(links[0]).toHaveTextContent('A .zip file exported from another Vikunja account.');
    expect(screen.getByRole('navigation', { name: 'Settings sections' })).toContainElement(
      screen.getByRole('link', { name: 'Import' }),
    );
  });

  it('says when there is nothing to import from, and leaves the entry out of the settings list', () => {
    show([]);
    expect(screen.getByText('This server offers no importers.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Import' })).toBeNull();
  });
});
