import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ViewDraft } from '@/api/views';
import { fakeApi, renderWrapper } from '@/features/quick-add/testing';
import { ViewForm } from './ViewForm';

function setup(filter: string) {
  const api = fakeApi({ 'GET /labels': () => [], 'GET /projects': () => [] });
  const Wrapper = renderWrapper(api.client);
  const onSubmit = vi.fn<(draft: ViewDraft) => void>();
  const initial: ViewDraft = {
    title: 'Mine',
    viewKind: 'list',
    filter,
    position: 0,
    bucketConfigurationMode: 'manual',
    bucketConfiguration: [],
  };
  render(
    <Wrapper>
      <ViewForm initial={initial} submitLabel="Save" busy={false} error={null} onSubmit={onSubmit} />
    </Wrapper>,
  );
  return { onSubmit, query: screen.getByRole('combobox', { name: 'Filter' }) as HTMLTextAreaElement };
}

describe('ViewForm filter options', () => {
  it('the view filter gets the same structured options as a saved filter, kept in the text that is saved', () => {
    const { onSubmit, query } = setup('done = false');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Filter by priority' }));
    expect(query.value).toBe('done = false && priority >= 3');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show done tasks' }));
    expect(query.value).toBe('priority >= 3');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ filter: 'priority >= 3' }));
  });

  it('an empty view filter offers the options and shows done tasks', () => {
    setup('');
    expect(screen.getByRole('checkbox', { name: 'Show done tasks' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Filter by priority' })).toBeEnabled();
  });
});
