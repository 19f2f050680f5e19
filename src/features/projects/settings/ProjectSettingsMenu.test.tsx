import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Project } from '@/api/types';
import { preloadProjectMenu } from './ProjectMenuEntries';
import { ProjectSettingsMenu } from './ProjectSettingsMenu';

vi.mock('@/queries/user', () => ({
  useInfoQuery: () => ({ data: { webhooksEnabled: true, enabledBackgroundProviders: ['upload'] } }),
  useUserQuery: () => ({ data: { id: 1, settings: { defaultProjectId: 5 } } }),
}));
vi.mock('@/queries/subscriptions', () => ({ useSubscriptionMutation: () => ({ mutate: vi.fn(), isPending: false }) }));

// The entries' code as it is once the browser was idle after the start.
beforeAll(() => preloadProjectMenu());

const project = { id: 5, title: 'Plans', isArchived: false, subscription: null } as unknown as Project;

function show() {
  const menu = <ProjectSettingsMenu project={project} permission={2} />;
  render(
    <MemoryRouter initialEntries={['/projects/5/1']}>
      <Routes>
        <Route path="/projects/5/1" element={menu} />
        <Route path="/projects/5/settings/:what" element={menu} />
      </Routes>
    </MemoryRouter>,
  );
  const details = () => screen.getByLabelText('projectSettings.menu').closest('details')!;
  fireEvent.click(screen.getByLabelText('projectSettings.menu'));
  expect(details().open).toBe(true);
  return details;
}

describe('the project header settings menu', () => {
  it('closes once an entry is chosen, before its dialog opens', () => {
    const details = show();
    fireEvent.click(screen.getByRole('link', { name: 'projectSettings.edit' }));
    expect(details().open).toBe(false);
  });

  it('stays open when an entry that cannot be used is pressed', () => {
    const details = show();
    fireEvent.click(screen.getByRole('button', { name: 'projectSettings.archive' }));
    expect(details().open).toBe(true);
  });

  it('closes on Escape and on a press outside', () => {
    const details = show();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(details().open).toBe(false);
    fireEvent.click(screen.getByLabelText('projectSettings.menu'));
    expect(details().open).toBe(true);
    fireEvent.pointerDown(document.body);
    expect(details().open).toBe(false);
  });
});
