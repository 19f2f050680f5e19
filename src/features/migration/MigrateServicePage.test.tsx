import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveTo } from './leave';
import { MigrateServicePage } from './MigrateServicePage';
import { Answer, fakeServer, renderScreen, testInfo } from '@/test-support/screen';

vi.mock('./leave', () => ({ leaveTo: vi.fn() }));

const NEVER = { id: 0, migrator_name: '', started_at: '0001-01-01T00:00:00Z', finished_at: '0001-01-01T00:00:00Z' };
const EARLIER = {
  id: 3,
  migrator_name: 'vikunja-file',
  started_at: '2024-05-02T09:00:00Z',
  finished_at: '2024-05-02T09:03:00Z',
};

function Probe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

type Routes_ = Parameters<typeof fakeServer>[0];

function open(path: string, routes: Routes_, info = testInfo()) {
  const server = fakeServer(routes);
  renderScreen(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/migrate/:service" element={<MigrateServicePage />} />
        <Route path="/projects" element={<p>projects page</p>} />
      </Routes>
      <Probe />
    </MemoryRouter>,
    { client: server.client, info },
  );
  return server;
}

const zip = (name = 'export.zip') => new File(['PK…'], name, { type: 'application/zip' });
const migrateCalls = (calls: ReturnType<typeof fakeServer>['calls']) =>
  calls.filter((c) => c.path.endsWith('/migrate'));

beforeEach(() => vi.mocked(leaveTo).mockClear());

describe('file import', () => {
  it('uploads the chosen file and then says so, with a way to the projects', async () => {
    const user = userEvent.setup();
    const server = open('/migrate/vikunja-file', {
      'GET /migration/vikunja-file/status': () => NEVER,
      'PUT /migration/vikunja-file/migrate': () => ({ message: 'Everything was migrated successfully.' }),
    });
    const input = await screen.findByLabelText('Export file');
    expect(input).toHaveAttribute('accept', '.zip,application/zip');
    const start = screen.getByRole('button', { name: 'Start import' });
    expect(start).toBeDisabled();
    await user.upload(input, zip());
    expect(screen.getByText(/Chosen: export\.zip/)).toBeInTheDocument();
    await user.click(start);
    expect(await screen.findByText(/Everything from Vikunja export was imported/)).toBeInTheDocument();
    const sent = migrateCalls(server.calls);
    expect(sent).toHaveLength(1);
    expect((sent[0]?.form?.get('import') as File).name).toBe('export.zip');
    expect(screen.getByRole('link', { name: 'Go to your projects' })).toHaveAttribute('href', '/projects');
  });

  it('asks before importing again and only then offers the file picker', async () => {
    const user = userEvent.setup();
    const server = open('/migrate/vikunja-file', {
      'GET /migration/vikunja-file/status': () => EARLIER,
      'PUT /migration/vikunja-file/migrate': () => ({ message: 'ok' }),
    });
    const date = new Date(EARLIER.finished_at).toLocaleString('en');
    expect(
      await screen.findByText(
        `You already imported from Vikunja export on ${date}. Importing again creates those projects and tasks a second time.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Export file')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Import again' }));
    const input = screen.getByLabelText('Export file');
    expect(input).toHaveFocus();
    await user.upload(input, zip());
    await user.click(screen.getByRole('button', { name: 'Start import' }));
    await screen.findByText(/was imported/);
    expect(migrateCalls(server.calls)).toHaveLength(1);
  });

  it('shows the server error, keeps the chosen file and sends it again on retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    const server = open('/migrate/vikunja-file', {
      'GET /migration/vikunja-file/status': () => NEVER,
      'PUT /migration/vikunja-file/migrate': () =>
        fail ? new Answer(400, { code: 9999, message: 'The export is damaged.' }) : { message: 'ok' },
    });
    await user.upload(await screen.findByLabelText('Export file'), zip('mine.zip'));
    await user.click(screen.getByRole('button', { name: 'Start import' }));
    expect(await screen.findByText('The export is damaged.')).toBeInTheDocument();
    expect(screen.getByText(/Chosen: mine\.zip/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText(/was imported/);
    const sent = migrateCalls(server.calls).map((c) => (c.form?.get('import') as File).name);
    expect(sent).toEqual(['mine.zip', 'mine.zip']);
  });

  it('shows a busy state while the import runs', async () => {
    const user = userEvent.setup();
    let finish: (answer: unknown) => void = () => undefined;
    const server = open('/migrate/ticktick', {
      'GET /migration/ticktick/status': () => NEVER,
      'PUT /migration/ticktick/migrate': () => new Promise((resolve) => (finish = resolve)),
    });
    await user.upload(
      await screen.findByLabelText('Export file'),
      new File(['a,b'], 'backup.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Start import' }));
    expect(await screen.findByText(/Importing from TickTick… This can take a while/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start import' })).toBeDisabled();
    expect(screen.getByLabelText('Export file')).toBeDisabled();
    finish({ message: 'ok' });
    await screen.findByText(/was imported/);
    expect(migrateCalls(server.calls)).toHaveLength(1);
  });

  it('refuses a file of the wrong type or over the size limit before sending', async () => {
    const server = open(
      '/migrate/vikunja-file',
      { 'GET /migration/vikunja-file/status': () => NEVER },
      testInfo({ maxFileSize: '1KB' }),
    );
    const input = await screen.findByLabelText('Export file');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt')] } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This file cannot be imported here. Please choose a .zip file.',
    );
    expect(screen.getByRole('button', { name: 'Start import' })).toBeDisabled();
    fireEvent.drop(input.closest('.migration-drop') as HTMLElement, {
      dataTransfer: { files: [new File(['x'.repeat(2048)], 'big.zip')] },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This file is larger than the server accepts (1KB).');
    expect(screen.getByRole('button', { name: 'Start import' })).toBeDisabled();
    expect(migrateCalls(server.calls)).toEqual([]);
  });
});

describe('OAuth import', () => {
  it('sends the browser to the address the server names', async () => {
    const user = userEvent.setup();
    open('/migrate/todoist', {
      'GET /migration/todoist/status': () => NEVER,
      'GET /migration/todoist/auth': () => ({ url: 'https://todoist.example/oauth/authorize?client_id=1' }),
    });
    const button = await screen.findByRole('button', { name: 'Authorise with Todoist' });
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('https://todoist.example/oauth/authorize?client_id=1'));
  });

  it('starts once with the code it came back with (StrictMode) and takes the code out of the address', async () => {
    const server = open('/migrate/trello?code=c0de&other=1', {
      'GET /migration/trello/status': () => NEVER,
      'POST /migration/trello/migrate': () => ({ message: 'ok' }),
    });
    expect(await screen.findByText(/The import from Trello has started/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/migrate\/trello\?other=1$/);
    expect(migrateCalls(server.calls)).toEqual([
      { method: 'POST', path: '/migration/trello/migrate', body: { code: 'c0de' } },
    ]);
  });

  it('offers to authorise again when the import with the code fails', async () => {
    open('/migrate/trello?code=expired', {
      'GET /migration/trello/status': () => NEVER,
      'POST /migration/trello/migrate': () => new Answer(500, { message: 'The code has expired.' }),
    });
    expect(await screen.findByText('The code has expired.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Authorise with Trello' })).toBeEnabled();
  });
});

it('says when the server does not offer a service', async () => {
  open('/migrate/microsoft-todo', {});
  expect(await screen.findByText('This server does not offer this importer.')).toBeInTheDocument();
  expect(screen.queryByRole('button')).toBeNull();
});
