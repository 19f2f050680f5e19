import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DRAG_ID, eventCopy, handleOf, useDragArming, type RestingHandleProps } from './drag-arming';

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

describe('handleOf', () => {
  it('finds the element of an id, not of another whose id starts alike', () => {
    document.body.innerHTML = `<ul><li ${DRAG_ID}="task-12">a</li><li ${DRAG_ID}="task-1">b</li></ul>`;
    expect(handleOf(document.body, 'task-1')?.textContent).toBe('b');
    expect(handleOf(document.body, 'task-3')).toBeNull();
    expect(handleOf(null, 'task-1')).toBeNull();
  });
});

const IDS = ['1', '2'];

function Resting({ id, resting }: { id: string; resting: RestingHandleProps }) {
  return (
    <li>
      <button type="button" {...resting}>
        Move {id}
      </button>
    </li>
  );
}

function Armed({ id, onStart }: { id: string; onStart: (id: string, how: string) => void }) {
  return (
    <li>
      <button
        type="button"
        {...{ [DRAG_ID]: id }}
        data-armed=""
        onPointerDown={(e) => onStart(id, `${e.pointerType} at ${e.clientX}`)}
        onKeyDown={(e) => onStart(id, e.key)}
      >
        Move {id}
      </button>
    </li>
  );
}

function List({ onStart }: { onStart: (id: string, how: string) => void }) {
  const { armed, listProps, restingHandle } = useDragArming<HTMLUListElement>();
  return (
    <ul {...listProps}>
      {IDS.map((id) =>
        armed ? <Armed key={id} id={id} onStart={onStart} /> : <Resting key={id} id={id} resting={restingHandle(id)} />,
      )}
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

  it('a focused handle arms the list and hands its focus to the armed handle', () => {
    render(<List onStart={vi.fn()} />);
    act(() => handle('2').focus());
    expect(handle('2')).toHaveAttribute('data-armed');
    expect(handle('2')).toHaveFocus();
  });

  it('the press that arms the list is sent again to the armed handle', async () => {
    const onStart = vi.fn();
    render(<List onStart={onStart} />);
    fireEvent.pointerDown(handle('2'), { pointerType: 'touch', clientX: 31, isPrimary: true, pointerId: 4 });
    expect(handle('2')).toHaveAttribute('data-armed');
    await Promise.resolve();
    expect(onStart).toHaveBeenCalledExactlyOnceWith('2', 'touch at 31');
  });

  it('Space on a resting handle arms the list, focuses the armed handle and reaches it; other keys do not arm', async () => {
    const onStart = vi.fn();
    render(<List onStart={onStart} />);
    fireEvent.keyDown(handle('1'), { key: 'Tab' });
    expect(handle('1')).not.toHaveAttribute('data-armed');
    fireEvent.keyDown(handle('1'), { key: ' ', code: 'Space' });
    expect(handle('1')).toHaveFocus();
    await Promise.resolve();
    expect(onStart).toHaveBeenCalledExactlyOnceWith('1', ' ');
  });
});
