import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWrapper } from '@/features/quick-add/testing';
import { FilterForm, type FilterDraft } from './FilterForm';

const EMPTY: FilterDraft = {
  title: '',
  description: '',
  filters: { filter: 'done = false', filterIncludeNulls: true, sortBy: ['done', 'id'], orderBy: ['asc', 'desc'] },
};
const ERROR = 'Please provide a title for the filter.';

function setup() {
  const api = fakeApi({ 'GET /labels': () => [], 'GET /projects': () => [] });
  const Wrapper = renderWrapper(api.client);
  const onSubmit = vi.fn();
  render(
    <Wrapper>
      <FilterForm initial={EMPTY} submitLabel="Create filter" busy={false} error={null} onSubmit={onSubmit} />
    </Wrapper>,
  );
  return {
    title: screen.getByLabelText('Title'),
    submit: screen.getByRole('button', { name: 'Create filter' }),
    onSubmit,
  };
}

describe('FilterForm title check', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says nothing about an empty title before the person typed', () => {
    const f = setup();
    act(() => void vi.advanceTimersByTime(500));
    expect(screen.queryByText(ERROR)).toBeNull();
    expect(f.title.getAttribute('aria-invalid')).toBe('false');
  });

  it('checks the title 100 ms after typing', () => {
    const f = setup();
    fireEvent.change(f.title, { target: { value: 'x' } });
    fireEvent.change(f.title, { target: { value: '' } });
    act(() => void vi.advanceTimersByTime(50));
    expect(screen.queryByText(ERROR)).toBeNull();
    act(() => void vi.advanceTimersByTime(60));
    expect(screen.getByText(ERROR)).toBeTruthy();
    fireEvent.change(f.title, { target: { value: 'Soon' } });
    act(() => void vi.advanceTimersByTime(110));
    expect(screen.queryByText(ERROR)).toBeNull();
  });

  it('shows the error at once when saving without a title, and saves nothing', () => {
    const f = setup();
    fireEvent.click(f.submit);
    expect(screen.getByText(ERROR)).toBeTruthy();
    expect(f.onSubmit).not.toHaveBeenCalled();
  });
});
