import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button, IconButton } from './Button';
import { TOOLTIP } from './tooltip-spec';

describe('tooltips', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('follow the spec: top, 200 ms in, 0 ms out, 5 px away, 4 px inside the screen', () => {
    expect(TOOLTIP).toEqual({ placement: 'top', showDelayMs: 200, hideDelayMs: 0, offsetPx: 5, marginPx: 4 });
  });

  it('an icon-only button shows its name above it after 200 ms and hides it at once', () => {
    render(<IconButton label="Close" icon={<svg />} />);
    const button = screen.getByRole('button', { name: 'Close' });
    fireEvent.pointerEnter(button.parentElement!);
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(document.querySelector('.tooltip')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(document.querySelector('.tooltip')).toHaveTextContent('Close');
    fireEvent.pointerLeave(button.parentElement!);
    expect(document.querySelector('.tooltip')).toBeNull();
  });

  it('shows on keyboard focus and hides on Escape', () => {
    render(<IconButton label="Search" icon={<svg />} />);
    act(() => screen.getByRole('button', { name: 'Search' }).focus());
    act(() => {
      vi.advanceTimersByTime(TOOLTIP.showDelayMs);
    });
    expect(document.querySelector('.tooltip')).toHaveTextContent('Search');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(document.querySelector('.tooltip')).toBeNull();
  });

  it("a disabled control's reason describes it and shows on hover", () => {
    render(
      <Button disabled disabledReason="Archived projects cannot be edited">
        Edit
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Edit' });
    expect(button).toHaveAccessibleDescription('Archived projects cannot be edited');
    fireEvent.pointerEnter(button.parentElement!);
    act(() => {
      vi.advanceTimersByTime(TOOLTIP.showDelayMs);
    });
    expect(screen.getByRole('tooltip')).toBeVisible();
  });

  it('an enabled button carries no reason', () => {
    render(<Button disabledReason="not now">Edit</Button>);
    expect(screen.getByRole('button', { name: 'Edit' })).not.toHaveAccessibleDescription();
  });
});
