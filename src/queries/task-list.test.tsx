import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Platform } from '@/platform/types';
import { fakeServer, memoryStorage, providers } from '@/test-support/screen';
import { useAttachmentsQuery } from './attachments';
import { useCommentMutations, useCommentsQuery } from './comments';

const comment = (id: number, comment: string) => ({ id, comment, author: { id: 1, username: 'ann' } });

describe('per-task lists', () => {
  it('read only while enabled, each under its own resource, and a change re-reads that list alone', async () => {
    const comments = [comment(1, 'first')];
    const { client, calls } = fakeServer({
      'GET /tasks/7/comments': () => comments,
      'PUT /tasks/7/comments': () => {
        comments.push(comment(2, 'second'));
        return comments[1];
      },
      'GET /tasks/7/attachments': () => [],
    });
    const wrapper = providers(client, { kind: 'web', storage: memoryStorage() } as Platform);
    const { result, rerender } = renderHook(
      ({ enabled }) => ({
        comments: useCommentsQuery(7, enabled),
        attachments: useAttachmentsQuery(7, enabled),
        change: useCommentMutations(7),
      }),
      { wrapper, initialProps: { enabled: false } },
    );
    expect(calls).toEqual([]);
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.comments.data?.map((c) => c.id)).toEqual([1]));
    await waitFor(() => expect(result.current.attachments.data).toEqual([]));
    await act(() => result.current.change.add.mutateAsync('<p>second</p>'));
    await waitFor(() => expect(result.current.comments.data?.map((c) => c.id)).toEqual([1, 2]));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /tasks/7/comments',
      'GET /tasks/7/attachments',
      'PUT /tasks/7/comments',
      'GET /tasks/7/comments',
    ]);
  });
});
