import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Comment } from '@/api/comments';
import type { TaskAccess } from './use-can-react';
import { TaskComments } from './TaskComments';

const access = vi.hoisted(() => ({ current: { guest: false, canWrite: true, canAdmin: false } as TaskAccess }));
const calls = vi.hoisted(() => ({ add: vi.fn(), edit: vi.fn(), remove: vi.fn() }));
const mutation = (fn: (...args: unknown[]) => void) => ({
  mutate: fn,
  reset: vi.fn(),
  isPending: false,
  isError: false,
  error: null,
});

const comments: Comment[] = [
  {
    id: 1,
    comment: '<p>Mine</p>',
    author: { id: 7, username: 'me' } as Comment['author'],
    created: '2026-01-01T10:00:00Z',
    updated: '2026-01-01T10:00:00Z',
  },
  {
    id: 2,
    comment: '<p>Theirs</p>',
    author: { id: 8, username: 'them' } as Comment['author'],
    created: '2026-01-01T11:00:00Z',
    updated: '2026-01-02T11:00:00Z',
  },
];

vi.mock('./use-can-react', () => ({ useTaskAccess: () => access.current }));
vi.mock('./Reactions', () => ({ Reactions: () => null }));
vi.mock('@/queries/user', () => ({
  useInfoQuery: () => ({ data: {} }),
  useUserQuery: () => ({ data: { id: 7 } }),
  // Authors' pictures: none here, so their initials show.
  useAvatarQuery: () => ({ data: undefined }),
}));
vi.mock('@/queries/comments', () => ({
  useCommentsQuery: () => ({ data: comments, isPending: false, isError: false }),
  useCommentMutations: () => ({ add: mutation(calls.add), edit: mutation(calls.edit), remove: mutation(calls.remove) }),
}));

const item = (text: string) => screen.getByText(text).closest('li')!;

beforeEach(() => {
  vi.clearAllMocks();
  access.current = { guest: false, canWrite: true, canAdmin: false };
});

describe('the comments of a task', () => {
  it('offer no comment box and no edit or delete to a read-only viewer, even on their own comment', () => {
    access.current = { guest: false, canWrite: false, canAdmin: false };
    render(<TaskComments taskId={3} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('let a writer edit and delete their own comment only', () => {
    render(<TaskComments taskId={3} />);
    expect(screen.getByLabelText('taskDetail.newComment')).toBeInTheDocument();
    expect(within(item('Mine')).getByRole('button', { name: 'taskDetail.editComment' })).toBeInTheDocument();
    expect(within(item('Mine')).getByRole('button', { name: 'taskDetail.deleteComment' })).toBeInTheDocument();
    expect(within(item('Theirs')).queryByRole('button')).toBeNull();
  });

  it('let a project admin delete anyone’s comment, but edit only their own', () => {
    access.current = { guest: false, canWrite: true, canAdmin: true };
    render(<TaskComments taskId={3} />);
    fireEvent.click(within(item('Theirs')).getByRole('button', { name: 'taskDetail.deleteComment' }));
    expect(calls.remove).toHaveBeenCalledWith(2);
    expect(within(item('Theirs')).queryByRole('button', { name: 'taskDetail.editComment' })).toBeNull();
  });

  it('mark a comment changed after it was written', () => {
    render(<TaskComments taskId={3} />);
    expect(within(item('Theirs')).getByText('taskDetail.commentEdited')).toBeInTheDocument();
    expect(within(item('Mine')).queryByText('taskDetail.commentEdited')).toBeNull();
  });

  it('edit a comment in place: the text is escaped into paragraphs and saved', () => {
    render(<TaskComments taskId={3} />);
    fireEvent.click(within(item('Mine')).getByRole('button', { name: 'taskDetail.editComment' }));
    const field = screen.getByLabelText('taskDetail.editCommentText');
    expect(field).toHaveValue('Mine');
    fireEvent.change(field, { target: { value: 'Now <b>bold</b>' } });
    fireEvent.click(screen.getByRole('button', { name: 'taskDetail.save' }));
    expect(calls.edit).toHaveBeenCalledWith({ id: 1, html: '<p>Now &lt;b&gt;bold&lt;/b&gt;</p>' }, expect.anything());
  });

  it('leave the edit on cancel, on Escape, and without a request when nothing changed', () => {
    render(<TaskComments taskId={3} />);
    const edit = () => fireEvent.click(screen.getByRole('button', { name: 'taskDetail.editComment' }));
    edit();
    fireEvent.click(screen.getByRole('button', { name: 'common.cancel' }));
    expect(screen.queryByLabelText('taskDetail.editCommentText')).toBeNull();
    edit();
    fireEvent.keyDown(screen.getByLabelText('taskDetail.editCommentText'), { key: 'Escape' });
    expect(screen.queryByLabelText('taskDetail.editCommentText')).toBeNull();
    edit();
    fireEvent.click(screen.getByRole('button', { name: 'taskDetail.save' }));
    expect(screen.queryByLabelText('taskDetail.editCommentText')).toBeNull();
    expect(calls.edit).not.toHaveBeenCalled();
  });

  it('keep what was typed while a comment was being saved', () => {
    render(<TaskComments taskId={3} />);
    const field = screen.getByLabelText('taskDetail.newComment');
    fireEvent.change(field, { target: { value: 'First' } });
    fireEvent.submit(field.closest('form')!);
    expect(calls.add).toHaveBeenCalledWith('<p>First</p>', expect.anything());
    fireEvent.change(field, { target: { value: 'Second, typed meanwhile' } });
    const saved = calls.add.mock.calls[0]![1] as { onSuccess: () => void };
    act(() => saved.onSuccess());
    expect(field).toHaveValue('Second, typed meanwhile');
    fireEvent.submit(field.closest('form')!);
    act(() => (calls.add.mock.calls[1]![1] as { onSuccess: () => void }).onSuccess());
    expect(field).toHaveValue('');
  });
});
