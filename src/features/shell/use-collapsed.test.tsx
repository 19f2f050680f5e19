import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@/api/client';
import { ServicesProvider } from '@/app/context';
import type { Platform } from '@/platform/types';
import { AUTH_KEYS } from '@/stores/session';
import { memoryStorage } from '@/test-support/screen';
import { useCollapsedProjects } from './use-collapsed';

function mount(stored: Record<string, unknown>) {
  const platform = { kind: 'web', storage: memoryStorage(stored) } as Platform;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesProvider value={{ platform, client: {} as ApiClient }}>{children}</ServicesProvider>
  );
  let draws = 0;
  const hook = renderHook(
    () => {
      draws += 1;
      return useCollapsedProjects();
    },
    { wrapper },
  );
  return { hook, draws: () => draws };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

describe('useCollapsedProjects', () => {
  it.each([
    ['nothing stored', {}],
    ['an empty list stored', { [AUTH_KEYS.collapsedProjects]: [] }],
  ])('%s: the tree is drawn once, not again when the storage answers', async (_what, stored) => {
    const { hook, draws } = mount(stored);
    await settle();
    expect([...hook.result.current[0]]).toEqual([]);
    expect(draws()).toBe(1);
  });

  it('collapses the stored projects once the storage answers', async () => {
    const { hook } = mount({ [AUTH_KEYS.collapsedProjects]: [4, 2] });
    await settle();
    expect([...hook.result.current[0]].sort()).toEqual([2, 4]);
    act(() => hook.result.current[1](4));
    expect([...hook.result.current[0]]).toEqual([2]);
  });
});
