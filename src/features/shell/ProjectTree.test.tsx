import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Project } from '@/api/types';
import { fakeServer, screenWrapper } from '@/test-support/screen';
import { ProjectTree } from './ProjectTree';

const ADMIN = 2;
const project = (id: number, title: string, position: number): Project =>
  ({ id, title, position, parentProjectId: 0, isArchived: false, maxPermission: ADMIN }) as Project;
const projects = [project(1, 'Alpha', 100), project(2, 'Beta', 200), project(3, 'Gamma', 300)];

function renderTree() {
  const { client } = fakeServer({});
  const Wrapper = screenWrapper({ client });
  render(
    <Wrapper>
      <MemoryRouter>
        <ProjectTree projects={projects} />
      </MemoryRouter>
    </Wrapper>,
  );
}

const handle = (title: string) => screen.getByRole('button', { name: `Move ${title}` });
const rows = () => screen.getAllByTestId('sidebar-project');
/** dnd-kit names an item it has taken over; a resting handle has none of its attributes. */
const armed = (element: HTMLElement) => expect(element).toHaveAttribute('aria-roledescription', 'sortable');

describe('ProjectTree', () => {
  it('keeps its rows and a focused handle when drag and drop arrives', async () => {
    renderTree();
    const before = { list: screen.getByTestId('project-tree'), rows: rows(), handle: handle('Beta') };
    expect(before.handle).not.toHaveAttribute('aria-roledescription');

    act(() => before.handle.focus());
    await waitFor(() => armed(handle('Beta')));
    // The same elements: nothing was drawn anew, and the focus stayed where it was.
    expect(screen.getByTestId('project-tree')).toBe(before.list);
    rows().forEach((row, i) => expect(row).toBe(before.rows[i]));
    expect(handle('Beta')).toBe(before.handle);
    expect(before.handle).toHaveFocus();
    armed(handle('Alpha'));
  });

  it('a mouse over the tree arms it without drawing a row anew', async () => {
    renderTree();
    const before = rows();
    fireEvent.pointerOver(before[0]!, { pointerType: 'mouse' });
    await waitFor(() => armed(handle('Gamma')));
    rows().forEach((row, i) => expect(row).toBe(before[i]));
  });

  it('Space on a resting handle picks the project up once drag and drop is here', async () => {
    renderTree();
    const pressed = handle('Gamma');
    act(() => pressed.focus());
    fireEvent.keyDown(pressed, { key: ' ', code: 'Space' });
    await waitFor(() => expect(pressed).toHaveAttribute('aria-pressed', 'true'));
    expect(handle('Gamma')).toBe(pressed);
  });
});
