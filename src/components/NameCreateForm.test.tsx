import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NameCreateForm } from './NameCreateForm';

/** A stand-in for a TanStack mutation: answers with `created`, or not at all when `created` is undefined. */
function fakeCreate(created?: { id: number }, error: unknown = null) {
  const mutate = vi.fn((_vars: { title: string }, options: { onSuccess: (c: { id: number }) => void }) => {
    if (created) options.onSuccess(created);
  });
  return { mutate, isPending: false, error };
}

function show(create: ReturnType<typeof fakeCreate>) {
  const onCreated = vi.fn();
  render(
    <NameCreateForm
      texts={['Name', 'A name', 'Create', 'A name is needed']}
      create={create}
      variables={(title) => ({ title })}
      onCreated={onCreated}
    />,
  );
  return onCreated;
}

describe('NameCreateForm', () => {
  it('says an empty name is needed once sent, and creates nothing', async () => {
    const create = fakeCreate({ id: 1 });
    show(create);
    expect(screen.queryByText('A name is needed')).toBeNull();
    await userEvent.type(screen.getByLabelText('Name'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('A name is needed')).toBeTruthy();
    expect(create.mutate).not.toHaveBeenCalled();
  });

  it('creates with the trimmed name, then clears the field and hands over what was created', async () => {
    const create = fakeCreate({ id: 7 });
    const onCreated = show(create);
    await userEvent.type(screen.getByLabelText('Name'), '  Errands ');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(create.mutate).toHaveBeenCalledWith({ title: 'Errands' }, expect.anything());
    expect(onCreated).toHaveBeenCalledWith({ id: 7 });
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('');
  });

  it('keeps the name while the server has not answered, and shows its error', async () => {
    const create = fakeCreate(undefined, new Error('refused'));
    const onCreated = show(create);
    await userEvent.type(screen.getByLabelText('Name'), 'Errands');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(onCreated).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Errands');
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});
