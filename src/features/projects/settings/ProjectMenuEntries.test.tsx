import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Project } from '@/api/types';
import { preloadProjectMenu, ProjectMenuEntries } from './ProjectMenuEntries';

vi.mock('@/queries/user', () => ({
  useInfoQuery: () => ({ data: { webhooksEnabled: false, enabledBackgroundProviders: [] } }),
  useUserQuery: () => ({ data: { id: 1, settings: { defaultProjectId: 99 } } }),
}));
vi.mock('@/queries/subscriptions', () => ({ useSubscriptionMutation: () => ({ mutate: vi.fn(), isPending: false }) }));

const project = { id: 5, title: 'Plans', isArchived: true, subscription: null } as unknown as Project;
const menu = () =>
  render(
    <ul>
      <ProjectMenuEntries project={project} permission={2} />
    </ul>,
    { wrapper: MemoryRouter },
  );

describe("the project menu's entries, loaded apart from the first load", () => {
  it('draws them in the same pass once their code is here (a menu opened after the idle load)', async () => {
    await preloadProjectMenu();
    menu();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['projectSettings.unarchive']);
  });
});
