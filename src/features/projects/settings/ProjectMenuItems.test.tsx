import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Project } from '@/api/types';
import { useSession } from '@/stores/session';
import { ProjectMenuItems } from './ProjectMenuItems';

vi.mock('@/queries/user', () => ({
  useInfoQuery: () => ({ data: { webhooksEnabled: true, enabledBackgroundProviders: ['upload'] } }),
  useUserQuery: () => ({ data: { id: 1, settings: { defaultProjectId: 99 } } }),
}));
vi.mock('@/queries/subscriptions', () => ({ useSubscriptionMutation: () => ({ mutate: vi.fn(), isPending: false }) }));

const project = { id: 5, title: 'Plans', isArchived: false, subscription: null } as unknown as Project;
const ACCOUNT_ONLY = [
  'projectSettings.share',
  'projectSettings.duplicate',
  'projectSettings.subscribe',
  'projectSettings.webhooks',
  'projectSettings.newSubproject',
];

function entries() {
  render(
    <ul>
      <ProjectMenuItems project={project} permission={2} />
    </ul>,
    { wrapper: MemoryRouter },
  );
  return screen.getAllByRole('listitem').map((li) => li.textContent);
}

afterEach(() => useSession.setState({ linkShare: null }));

describe('the project settings menu', () => {
  it('offers an admin with an account everything', () => {
    expect(entries()).toEqual(
      expect.arrayContaining([...ACCOUNT_ONLY, 'projectSettings.edit', 'projectSettings.delete']),
    );
  });

  it('offers an admin link-share guest only what the server lets a link share do', () => {
    useSession.setState({ linkShare: { hash: 'h', projectId: 5, logoVisible: true } });
    const shown = entries();
    for (const entry of ACCOUNT_ONLY) expect(shown).not.toContain(entry);
    expect(shown).toEqual([
      'projectSettings.edit',
      'projectSettings.views',
      'projectSettings.background',
      'projectSettings.archive',
      'projectSettings.delete',
    ]);
  });
});
