import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_ROWS, rowsToDraw, useFirstRows, usePainted } from './use-first-rows';

describe('rowsToDraw', () => {
  it.each([
    [0, false, 0],
    [10, false, 10],
    [FIRST_ROWS, false, FIRST_ROWS],
    [50, false, FIRST_ROWS],
    [1000, false, FIRST_ROWS],
    [50, true, 50],
    [1000, true, 1000],
  ])('%i rows, all %s → %i', (total, all, drawn) => expect(rowsToDraw(total, all)).toBe(drawn));
});

describe('useFirstRows', () => {
  it('draws a screenful first and every row after the paint, then keeps drawing all', async () => {
    const { result, rerender } = renderHook(({ total }) => useFirstRows(total), { initialProps: { total: 50 } });
    expect(result.current).toBe(FIRST_ROWS);
    // After the paint (a frame and a task): however loaded the machine, it comes.
    await waitFor(() => expect(result.current).toBe(50));
    rerender({ total: 80 });
    expect(result.current).toBe(80);
  });

  it('draws a short list whole at once; one that grows long (its page arrived) a screenful first', async () => {
    const { result, rerender } = renderHook(({ total }) => useFirstRows(total), { initialProps: { total: 0 } });
    expect(result.current).toBe(0);
    rerender({ total: 50 });
    expect(result.current).toBe(FIRST_ROWS);
    // After the paint (a frame and a task): however loaded the machine, it comes.
    await waitFor(() => expect(result.current).toBe(50));
  });
});

describe('usePainted', () => {
  it('is false in the first commit and true once it has been painted, and stays so', async () => {
    const { result, rerender } = renderHook(() => usePainted());
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    rerender();
    expect(result.current).toBe(true);
  });
});
