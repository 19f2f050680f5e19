import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type React from 'react';
import { eventCopy, useDragArming } from './drag-arming';

describe('eventCopy', () => {
  it.each([
    ['a mouse press', { pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 0, clientX: 40, clientY: 7 }],
    ['a touch', { pointerId: 7, pointerType: 'touch', isPrimary: true, button: 0, clientX: 3, clientY: 90 }],
    [
      'a pen with Ctrl',
      { pointerId: 2, pointerType: 'pen', isPrimary: false, button: 0, clientX: 1, clientY: 2, ctrlKey: true },
    ],
  ])('%s keeps what a pointer sensor reads', (_what, init) => {
    const copy = eventCopy(new PointerEvent('pointerdown', init)) as PointerEvent;
    expect(copy).toBeInstanceOf(PointerEvent);
    expect(copy.type).toBe('pointerdown');
    expect(copy.bubbles).toBe(true);
    for (const [key, value] of Object.entries(init)) expect(copy[key as keyof PointerEvent]).toBe(value);
  });

  it.each([
    ['Space', { key: ' ', code: 'Space' }],
    ['Enter with Shift', { key: 'Enter', code: 'Enter', shiftKey: true }],
  ])('%s keeps its key and code', (_what, init) => {
    const copy = eventCopy(new KeyboardEvent('keydown', init)) as KeyboardEvent;
    expect(copy).toBeInstanceOf(KeyboardEvent);
    expect(copy.bubbles).toBe(true);
    for (const [key, value] of Object.entries(init)) expect(copy[key as keyof KeyboardEvent]).toBe(value);
  });
});

const IDS = ['1', '2'];

/** One element per item, armed or not, as in the views: arming adds the drag handlers to it. */
function List({ onStart }: { onStart: (id: string, how: string) => void }) {
  const { armed, listProps, resting } = useDragArming();
  return (
    <ul {...listProps}>
      {IDS.map((id) => (
        <li key={id}>
          <button
            type="button"
            data-armed={armed ? '' : undefined}
            {...(armed
              ? {
                  onPointerDown: (e: React.PointerEvent) => onStart(id, `${e.pointerType} at ${e.clientX}`),
                  onKeyDown: (e: React.KeyboardEvent) => onStart(id, e.key),
                }
              : resting)}
          >
            Move {id}
          </button>
        </li>
      ))}
    </ul>
  );
}

const handle = (id: string) => screen.getByRole('button', { name: `Move ${id}` });

describe('useDragArming', () => {
  it('rests until used: a mouse over the list arms it, a touch over it does not', () => {
    render(<List onStart={vi.fn()} />);
    expect(handle('1')).not.toHaveAttribute('data-armed');
    fireEvent.pointerOver(handle('1'), { pointerType: 'touch' });
    expect(handle('1')).not.toHaveAttribute('data-armed');
    fireEvent.pointerOver(handle('1'), { pointerType: 'mouse' });
    expect(handle('1')).toHaveAttribute('data-armed');
  });

  it('a focused handle arms the list and keeps the focus', () => {
    render(<List onStart={vi.fn()} />);
    act(() => handle('2').focus());
    expect(handle('2')).toHaveAttribute('data-armed');
    expect(handle('2')).toHaveFocus();
  });

  it('the press that arms the list is sent again to its handle, now armed', async () => {
    const onStart = vi.fn();
    render(<List onStart={onStart} />);
    const pressed = handle('2');
    fireEvent.pointerDown(pressed, { pointerType: 'touch', clientX: 31, isPrimary: true, pointerId: 4 });
    expect(handle('2')).toBe(pressed);
    expect(pressed).toHaveAttribute('data-armed');
    await Promise.resolve();
    expect(onStart).toHaveBeenCalledExactlyOnceWith('2', 'touch at 31');
  });

  it('Space on a resting handle arms the list and reaches the armed handle; other keys do not arm', async () => {
    const onStart = vi.fn();
    render(<List onStart={onStart} />);
    fireEvent.keyDown(handle('1'), { key: 'Tab' });
    expect(handle('1')).not.toHaveAttribute('data-armed');
    fireEvent.keyDown(handle('1'), { key: ' ', code: 'Space' });
    expect(handle('1')).toHaveAttribute('data-armed');
    await Promise.resolve();
    expect(onStart).toHaveBeenCalledExactlyOnceWith('1', ' ');
  });
});
