import { useRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveFocusedField, useTaskShortcuts, type ShortcutHandlers } from './use-task-shortcuts';

function Detail({ handlers }: { handlers: ShortcutHandlers }) {
  const root = useRef<HTMLElement>(null);
  useTaskShortcuts(root, handlers);
  return (
    <article ref={root}>
      <input type="checkbox" aria-label="Done" />
      <select aria-label="Priority" data-shortcut="priority">
        <option>Low</option>
      </select>
      <input aria-label="Title" />
    </article>
  );
}

describe('useTaskShortcuts', () => {
  it('runs a handler, and stops the key from doing anything else', () => {
    const done = vi.fn();
    render(<Detail handlers={{ done }} />);
    const event = fireEvent.keyDown(screen.getByLabelText('Done'), { key: 't' });
    expect(done).toHaveBeenCalledTimes(1);
    expect(event).toBe(false); // default prevented
  });

  it('focuses the control marked for the action', () => {
    render(<Detail handlers={{}} />);
    fireEvent.keyDown(screen.getByLabelText('Done'), { key: 'p' });
    expect(document.activeElement).toBe(screen.getByLabelText('Priority'));
  });

  it('leaves plain keys alone while typing, but not ctrl+s', () => {
    const done = vi.fn();
    const save = vi.fn();
    render(<Detail handlers={{ done, save }} />);
    const title = screen.getByLabelText('Title');
    expect(fireEvent.keyDown(title, { key: 't' })).toBe(true);
    fireEvent.keyDown(title, { key: 's', ctrlKey: true });
    expect(done).not.toHaveBeenCalled();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('ignores keys from outside its dialog, and stops listening when gone', () => {
    const done = vi.fn();
    const outside = document.createElement('button');
    document.body.append(outside);
    const { unmount } = render(
      <dialog open>
        <Detail handlers={{ done }} />
      </dialog>,
    );
    fireEvent.keyDown(outside, { key: 't' });
    expect(done).not.toHaveBeenCalled();
    unmount();
    fireEvent.keyDown(document.body, { key: 't' });
    expect(done).not.toHaveBeenCalled();
    outside.remove();
  });
});

describe('saveFocusedField', () => {
  it('submits the form of the focused field', () => {
    const submit = vi.fn((e: Event) => e.preventDefault());
    render(
      <article data-testid="root">
        <form onSubmit={(e) => submit(e.nativeEvent)}>
          <input aria-label="Label" />
        </form>
      </article>,
    );
    screen.getByLabelText('Label').focus();
    saveFocusedField(screen.getByTestId('root'));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('saves a field outside a form the way leaving it does, and keeps the focus there', () => {
    const blur = vi.fn();
    render(
      <article data-testid="root">
        <input aria-label="Repeat" onBlur={blur} />
      </article>,
    );
    const field = screen.getByLabelText('Repeat');
    field.focus();
    saveFocusedField(screen.getByTestId('root'));
    expect(blur).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(field);
  });
});
