import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWrapper } from '@/features/quick-add/testing';
import { FilterForm, type FilterDraft } from './FilterForm';

function setup(filter = 'done = false') {
  const api = fakeApi({ 'GET /labels': () => [], 'GET /projects': () => [] });
  const Wrapper = renderWrapper(api.client);
  const onSubmit = vi.fn<(draft: FilterDraft) => void>();
  const initial: FilterDraft = {
    title: 'Mine',
    description: '',
    filters: { filter, filterIncludeNulls: true, sortBy: ['done', 'id'], orderBy: ['asc', 'desc'] },
  };
  render(
    <Wrapper>
      <FilterForm initial={initial} submitLabel="Save" busy={false} error={null} onSubmit={onSubmit} />
    </Wrapper>,
  );
  const query = screen.getByRole('combobox', { name: 'Filter' }) as HTMLTextAreaElement;
  return {
    onSubmit,
    query,
    type: (text: string) => fireEvent.change(query, { target: { value: text } }),
    showDone: screen.getByRole('checkbox', { name: 'Show done tasks' }),
    requireAll: screen.getByRole('checkbox', { name: 'Require all conditions' }),
    priority: screen.getByRole('checkbox', { name: 'Filter by priority' }),
    minPriority: screen.getByRole('combobox', { name: 'Minimum priority' }) as HTMLSelectElement,
    progress: screen.getByRole('checkbox', { name: 'Filter by progress' }),
    minProgress: screen.getByRole('combobox', { name: 'Minimum progress' }) as HTMLSelectElement,
    range: (name: string) => {
      const group = screen.getByRole('group', { name });
      return {
        group,
        from: within(group).getByLabelText('From') as HTMLInputElement,
        to: within(group).getByLabelText('To') as HTMLInputElement,
        quick: within(group).getByRole('combobox', { name: 'Quick range' }) as HTMLSelectElement,
      };
    },
  };
}

describe('FilterForm options', () => {
  it('adds, edits and removes the minimum priority and progress through the text', () => {
    const f = setup();
    expect(f.priority).not.toBeChecked();
    expect(f.minPriority).toBeDisabled();
    fireEvent.click(f.priority);
    expect(f.query.value).toBe('done = false && priority >= 3');
    expect(f.minPriority).toBeEnabled();
    expect(f.minPriority.selectedOptions[0]?.textContent).toBe('High');
    fireEvent.change(f.minPriority, { target: { value: '5' } });
    expect(f.query.value).toBe('done = false && priority >= 5');
    fireEvent.click(f.progress);
    fireEvent.change(f.minProgress, { target: { value: '80' } });
    expect(f.query.value).toBe('done = false && priority >= 5 && percentDone >= 80');
    expect(f.minProgress.selectedOptions[0]?.textContent).toBe('80 %');
    fireEvent.click(f.priority);
    expect(f.query.value).toBe('done = false && percentDone >= 80');
    expect(f.priority).not.toBeChecked();
  });

  it('follows typed text: boxes, the joiner and the selected minimum', () => {
    const f = setup();
    f.type('priority >= 2 || labels in 1');
    expect(f.priority).toBeChecked();
    expect(f.minPriority.value).toBe('2');
    expect(f.requireAll).not.toBeChecked();
    expect(f.showDone).toBeChecked();
    f.type('done = false && priority >= 4 && labels in 1');
    expect(f.requireAll).toBeChecked();
    expect(f.showDone).not.toBeChecked();
    expect(f.minPriority.value).toBe('4');
  });

  it('switches between all and any, keeping done = false in front', () => {
    const f = setup('done = false && priority >= 3 && labels in 1');
    fireEvent.click(f.requireAll);
    expect(f.query.value).toBe('done = false && (priority >= 3 || labels in 1)');
    expect(f.requireAll).not.toBeChecked();
    fireEvent.click(f.showDone);
    expect(f.query.value).toBe('priority >= 3 || labels in 1');
    fireEvent.click(f.showDone);
    fireEvent.click(f.requireAll);
    expect(f.query.value).toBe('done = false && priority >= 3 && labels in 1');
  });

  it('remembers "any" while the query has one condition and uses it for the next one', () => {
    const f = setup('done = false && labels in 1');
    fireEvent.click(f.requireAll);
    expect(f.query.value).toBe('done = false && labels in 1');
    expect(f.requireAll).not.toBeChecked();
    fireEvent.click(f.priority);
    expect(f.query.value).toBe('done = false && (labels in 1 || priority >= 3)');
  });

  it('disables require-all with a hint when && and || are mixed, and everything when the text does not parse', () => {
    const f = setup('labels in 1 || (priority = 1 && project = 2)');
    expect(f.requireAll).toBeDisabled();
    expect(screen.getByText(/mixes && and \|\|/)).toBeInTheDocument();
    expect(f.priority).toBeEnabled();
    f.type('priority >= ');
    expect(screen.getByText('Fix the filter text to use these options.')).toBeInTheDocument();
    for (const box of [f.showDone, f.requireAll, f.priority, f.progress]) expect(box).toBeDisabled();
    expect(f.range('Due date').group).toBeDisabled();
    fireEvent.click(f.showDone);
    expect(f.query.value).toBe('priority >= ');
  });

  it('disables the priority option when the text has more than one minimum', () => {
    const f = setup('priority >= 2 && priority >= 4');
    expect(f.priority).toBeDisabled();
    expect(screen.getByText(/checks this in more than one place/)).toBeInTheDocument();
  });

  it('sets a due-date range with days and quick ranges, and clears it', () => {
    const f = setup();
    const due = f.range('Due date');
    fireEvent.change(due.from, { target: { value: '2024-01-01' } });
    fireEvent.change(due.to, { target: { value: '2024-01-31' } });
    expect(f.query.value).toBe('done = false && dueDate >= 2024-01-01 && dueDate < 2024-02-01');
    expect(due.to.value).toBe('2024-01-31');
    expect(due.quick.value).toBe('custom');
    fireEvent.change(due.quick, { target: { value: 'next7Days' } });
    expect(f.query.value).toBe('done = false && dueDate >= now/d && dueDate < now+7d/d');
    expect(due.from.value).toBe('');
    fireEvent.change(due.quick, { target: { value: '' } });
    expect(f.query.value).toBe('done = false');
    f.type('startDate >= now-7d');
    const start = f.range('Start date');
    expect(start.quick.value).toBe('custom');
    expect(screen.getByText('Set in the text: startDate >= now-7d')).toBeInTheDocument();
    fireEvent.change(start.from, { target: { value: '2024-03-01' } });
    expect(f.query.value).toBe('startDate >= 2024-03-01');
    fireEvent.change(start.from, { target: { value: '' } });
    expect(f.query.value).toBe('');
  });

  it('submits the text the options built', () => {
    const f = setup();
    fireEvent.click(f.priority);
    fireEvent.change(f.range('End date').quick, { target: { value: 'thisMonth' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(f.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        filters: expect.objectContaining({
          filter: 'done = false && priority >= 3 && endDate >= now/M && endDate < now+1M/M',
        }),
      }),
    );
  });
});
