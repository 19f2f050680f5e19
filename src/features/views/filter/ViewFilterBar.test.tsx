import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Platform } from '@/platform/types';
import { fakeServer, memoryStorage, providers } from '@/test-support/screen';
import type { ViewFilter } from './use-view-filter';
import { ViewFilterBar } from './ViewFilterBar';

function renderBar(state: { search?: string; filter?: string } = {}) {
  const set = vi.fn();
  const view: ViewFilter = { search: state.search ?? '', filter: state.filter ?? '', serverFilter: undefined, set };
  const { client } = fakeServer({ 'GET /labels': () => [], 'GET /projects': () => [] });
  const Wrapper = providers(client, { kind: 'web', storage: memoryStorage() } as Platform);
  render(
    <Wrapper>
      <ViewFilterBar view={view} />
    </Wrapper>,
  );
  return { set };
}

describe('the view filter bar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches a moment after typing stops', () => {
    const { set } = renderBar();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search tasks' }), { target: { value: 'mil' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search tasks' }), { target: { value: 'milk' } });
    void act(() => vi.advanceTimersByTime(299));
    expect(set).not.toHaveBeenCalled();
    void act(() => vi.advanceTimersByTime(1));
    expect(set).toHaveBeenCalledExactlyOnceWith({ search: 'milk' });
  });

  it('applies a valid filter only, and clears an active one', () => {
    const { set } = renderBar({ filter: 'done = false' });
    const query = screen.getByLabelText('Show only tasks where');
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled(); // nothing changed yet
    fireEvent.change(query, { target: { value: 'priority >= ' } });
    expect(apply).toBeDisabled();
    fireEvent.change(query, { target: { value: 'priority >= 3' } });
    fireEvent.click(apply);
    expect(set).toHaveBeenCalledWith({ filter: 'priority >= 3' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(set).toHaveBeenLastCalledWith({ filter: '' });
  });

  it('opens with the filter from the address, as text and never as markup', () => {
    const hostile = '<img src=x onerror="alert(1)"><b>bold</b>';
    renderBar({ filter: hostile, search: '<script>alert(2)</script>' });
    expect(screen.getByRole('button', { name: 'Filters (on)' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Show only tasks where')).toHaveValue(hostile);
    expect(screen.getByRole('searchbox', { name: 'Search tasks' })).toHaveValue('<script>alert(2)</script>');
    expect(document.querySelector('img, b, script')).toBeNull();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('starts closed without a filter and opens on demand', () => {
    renderBar();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Show only tasks where')).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByLabelText('Show only tasks where')).toHaveValue('');
  });
});
