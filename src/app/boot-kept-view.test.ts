import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ViewKind } from '@/api/types';
import { projectKeys } from '@/queries/projects';
import { holdsKeptAnswers, preloadKeptView } from './boot-prefetch';

/** The views' code, held until a test lets it arrive. */
const code = vi.hoisted(() => ({ asked: [] as string[], arrive: () => {} }));
vi.mock('@/features/projects/lazy-views', () => ({
  preloadView: (kind: ViewKind) => {
    code.asked.push(kind);
    return new Promise<void>((resolve) => (code.arrive = resolve));
  },
}));

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

function keptViews(): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(projectKeys.views(3), [
    { id: 7, viewKind: 'table' },
    { id: 8, viewKind: 'kanban' },
  ]);
  return queryClient;
}

afterEach(() => code.asked.splice(0));

describe("the kept view's code before the first render", () => {
  it('settles once the code of the view the kept cache names has arrived', async () => {
    const waiting = preloadKeptView(keptViews(), '/projects/3/8', '');
    expect(code.asked).toEqual(['kanban']);
    expect(await settled(waiting)).toBe(false);
    code.arrive();
    expect(await settled(waiting)).toBe(true);
  });

  it.each([
    ['a view the kept cache does not know', '/projects/3/9', ''],
    ['another project', '/projects/4/7', ''],
    ['a project without a view', '/projects/3', ''],
    ['a searched view (another page than the kept one)', '/projects/3/7', '?s=x'],
    ['home', '/', ''],
  ])('settles at once for %s', async (_what, path, search) => {
    expect(await settled(preloadKeptView(keptViews(), path, search))).toBe(true);
    expect(code.asked).toEqual([]);
  });
});

const BOOT = 1_800_000_000_000;

describe('answers an earlier page kept', () => {
  it.each([
    ['a kept answer', BOOT - 60_000, true],
    ['only answers that arrived since the start', BOOT + 5, false],
  ])('%s: %s', (_what, updatedAt, kept) => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['info'], { version: 'v2.5.0' }, { updatedAt });
    void queryClient.prefetchQuery({ queryKey: ['user'], queryFn: () => new Promise(() => {}) }); // asked, not answered
    expect(holdsKeptAnswers(queryClient, BOOT)).toBe(kept);
  });

  it('none in an empty client, or one with questions still out', () => {
    const queryClient = new QueryClient();
    expect(holdsKeptAnswers(queryClient, BOOT)).toBe(false);
    void queryClient.prefetchQuery({ queryKey: ['user'], queryFn: () => new Promise(() => {}) });
    expect(holdsKeptAnswers(queryClient, BOOT)).toBe(false);
  });
});
