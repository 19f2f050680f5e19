import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadHighlighter } from './lazy-parser';
import { QuickAddInput } from './QuickAddInput';
import type { Platform } from '@/platform/types';
import { memoryStorage, providers, testQueryClient } from '@/test-support/screen';
import { fakeApi, renderWrapper, reply } from './testing';

// The parser loads lazily in the app; here it is ready before the first keystroke.
beforeAll(async () => void (await loadHighlighter()));

const NOW = new Date(2026, 10, 22, 10, 0);
const task = (id: number, body: unknown) => ({ id, project_id: 7, ...(body as object) });

function setup(routes: Parameters<typeof fakeApi>[0] = {}, props: Partial<Parameters<typeof QuickAddInput>[0]> = {}) {
  let next = 100;
  const api = fakeApi({
    'PUT /projects/7/tasks': (body) => task(next++, body),
    'GET /labels': () => [{ id: 1, title: 'errands', hex_color: '2fb344' }],
    'GET /projects': () => [{ id: 8, title: 'Home', identifier: 'HOME' }],
    ...routes,
  });
  render(<QuickAddInput projectId={7} defaultProjectId={null} now={() => NOW} {...props} />, {
    wrapper: renderWrapper(api.client),
  });
  const input = screen.getByLabelText('New task');
  return { api, input, user: userEvent.setup() };
}

const marks = () =>
  [...screen.getByTestId('quick-add-mirror').querySelectorAll('mark')].map((m) => [m.textContent, m.dataset.kind]);

describe('QuickAddInput', () => {
  it('is a labelled textarea, with the mirror hidden from assistive technology', () => {
    const { input } = setup();
    expect(input.tagName).toBe('TEXTAREA');
    expect(screen.getByTestId('quick-add-mirror')).toHaveAttribute('aria-hidden', 'true');
  });

  it('highlights the recognised parts inline', async () => {
    const { input, user } = setup();
    await user.type(input, 'Buy milk tomorrow *errands !3 +Home @anna every week');
    expect(marks()).toEqual([
      ['tomorrow', 'date'],
      ['*errands', 'label'],
      ['!3', 'priority'],
      ['+Home', 'project'],
      ['@anna', 'assignee'],
      ['every week', 'repeat'],
    ]);
    expect(screen.getByTestId('quick-add-mirror')).toHaveTextContent(
      'Buy milk tomorrow *errands !3 +Home @anna every week',
    );
  });

  it('uses the prefixes of the mode it is given', async () => {
    const { input, user } = setup({}, { mode: 'todoist' });
    await user.type(input, 'Buy milk @errands #Home *star');
    expect(marks()).toEqual([
      ['@errands', 'label'],
      ['#Home', 'project'],
    ]);
  });

  it('shows chips with accessible names, existing labels in their colour', async () => {
    const { input, user } = setup();
    await user.type(input, 'Buy milk tomorrow *errands *new !3 +Home @anna every 2 weeks');
    const chips = screen.getByRole('list', { name: 'Recognised details' });
    expect(chips).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: /^Due in 1 day \(Nov 23, 2026/ })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Project Home' })).toHaveTextContent('Home');
    expect(screen.getByRole('listitem', { name: 'Priority High' })).toHaveTextContent('High');
    expect(screen.getByRole('listitem', { name: 'Assignee anna' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Repeats every 2 weeks' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'New label new' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: 'Label errands' })).toHaveStyle({ background: '#2fb344' }),
    );
  });

  it('shows no chips for plain text', async () => {
    const { input, user } = setup();
    await user.type(input, 'Just a title');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('opens the help modal, closes it on Escape and returns focus', async () => {
    const { user } = setup();
    const help = screen.getByRole('button', { name: 'Quick add help' });
    await user.click(help);
    const dialog = screen.getByRole('dialog', { name: 'Quick add' });
    expect(dialog).toHaveTextContent('*errands');
    expect(dialog).toHaveTextContent('+Home');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(help).toHaveFocus();
  });

  it('explains the todoist prefixes in todoist mode and closes with its button', async () => {
    const { user } = setup({}, { mode: 'todoist' });
    await user.click(screen.getByRole('button', { name: 'Quick add help' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('#Home');
    expect(screen.getByRole('dialog')).toHaveTextContent('Todoist');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('adds a line on Shift+Enter without creating anything', async () => {
    const { api, input, user } = setup();
    await user.type(input, 'first{Shift>}{Enter}{/Shift}  second');
    expect(input).toHaveValue('first\n  second');
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('creates on Enter, then clears the text', async () => {
    const { api, input, user } = setup();
    await user.type(input, 'Buy milk !3{Enter}');
    await waitFor(() => expect(input).toHaveValue(''));
    expect(api.calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/projects/7/tasks',
      body: { title: 'Buy milk', priority: 3, repeat_after: 0, repeat_mode: 0 },
    });
  });

  it('creates one task per line and links an indented line as a subtask', async () => {
    const { api, input, user } = setup({ 'PUT /tasks/100/relations': (body) => body });
    await user.type(input, 'Parent{Shift>}{Enter}{/Shift}  Child{Enter}');
    await waitFor(() => expect(input).toHaveValue(''));
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
      ['/projects/7/tasks', { title: 'Parent', priority: 0, repeat_after: 0, repeat_mode: 0 }],
      ['/projects/7/tasks', { title: 'Child', priority: 0, repeat_after: 0, repeat_mode: 0 }],
      ['/tasks/100/relations', { other_task_id: 101, relation_kind: 'subtask' }],
    ]);
  });

  it('keeps the text and explains an unknown project', async () => {
    const { api, input, user } = setup();
    await user.type(input, '+NoSuchProject task{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no project called “NoSuchProject”.');
    expect(input).toHaveValue('+NoSuchProject task');
    expect(input).toHaveAttribute('aria-describedby', expect.stringContaining('error'));
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('keeps the text when there is no project at all', async () => {
    const api = fakeApi({});
    render(<QuickAddInput projectId={null} defaultProjectId={0} now={() => NOW} />, {
      wrapper: renderWrapper(api.client),
    });
    const input = screen.getByLabelText('New task');
    fireEvent.change(input, { target: { value: 'Orphan' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This task needs a project');
    expect(input).toHaveValue('Orphan');
  });

  it("falls back to the user's default project when there is no route project", async () => {
    const api = fakeApi({
      'GET /user': () => ({ id: 1, username: 'me', settings: { default_project_id: 3 } }),
      'PUT /projects/3/tasks': (body) => task(1, body),
    });
    render(<QuickAddInput now={() => NOW} />, { wrapper: renderWrapper(api.client) });
    const input = screen.getByLabelText('New task');
    fireEvent.change(input, { target: { value: 'Into the inbox' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(input).toHaveValue(''));
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /user', 'PUT /projects/3/tasks']);
  });

  it('keeps the text when a label cannot be created, and creates no task', async () => {
    const { api, input, user } = setup({
      'PUT /labels': () => reply(400, { code: 2002, message: 'Invalid model provided.' }),
    });
    await user.type(input, 'Buy milk *brandnew{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The label “brandnew” could not be created.');
    expect(input).toHaveValue('Buy milk *brandnew');
    expect(api.calls.some((c) => c.path === '/projects/7/tasks')).toBe(false);
  });

  it('keeps the text on a server error', async () => {
    const { input, user } = setup({ 'PUT /projects/7/tasks': () => reply(500, { message: 'Database is on fire.' }) });
    await user.type(input, 'Buy milk{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is on fire.');
    expect(input).toHaveValue('Buy milk');
  });

  it('hides the error as soon as the text changes', async () => {
    const { input, user } = setup();
    await user.type(input, '+Nope x{Enter}');
    await screen.findByRole('alert');
    await user.type(input, 'y');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

/** A field kept under a draft key whose task is created only when `answer` is called; `field()` draws it anew. */
function heldDraftField() {
  let answer: () => void = () => {};
  const api = fakeApi({
    'PUT /projects/7/tasks': (body) => new Promise((resolve) => (answer = () => resolve(task(100, body)))),
  });
  const storage = memoryStorage();
  const Wrapper = providers(api.client, { kind: 'web', storage } as Platform, testQueryClient());
  const field = () =>
    render(
      <Wrapper>
        <QuickAddInput projectId={7} defaultProjectId={null} now={() => NOW} draftKey="draft.quickAdd.7" />
      </Wrapper>,
    );
  /** Types the text, presses Enter and waits for the request to be on its way. */
  async function send(text: string) {
    await userEvent.setup().type(screen.getByLabelText('New task'), `${text}{Enter}`);
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
  }
  return { storage, field, send, answer: () => answer() };
}

describe('QuickAddInput draft', () => {
  it('forgets the added text even when the field was left while the task was being created', async () => {
    const { storage, field, send, answer } = heldDraftField();
    const first = field();
    await send('Buy milk');
    // The list is drawn anew while the request runs: the field goes, writing what it still held.
    first.unmount();
    answer();
    await waitFor(async () => expect(await storage.get('draft.quickAdd.7')).toBeUndefined());

    field();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByLabelText('New task')).toHaveValue('');
  });

  it('empties a field drawn anew during the request once the text was added', async () => {
    const { field, send, answer } = heldDraftField();
    const first = field();
    await send('Buy milk');
    first.unmount();
    field();
    // Not confirmed yet: the new field shows the text it kept.
    await waitFor(() => expect(screen.getByLabelText('New task')).toHaveValue('Buy milk'));
    answer();
    await waitFor(() => expect(screen.getByLabelText('New task')).toHaveValue(''));
  });
});
