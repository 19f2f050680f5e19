import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, screenWrapper } from '@/test-support/screen';
import { fromLocalInput } from '@/lib/local-datetime';
import { DateAttribute } from './DateAttribute';

const SAVED = fromLocalInput('2026-03-04T10:00')!;

function show(value: string | null = SAVED) {
  const onSave = vi.fn();
  const { client } = fakeServer({});
  const view = render(<DateAttribute field="dueDate" value={value} onSave={onSave} />, {
    wrapper: screenWrapper({ client }),
  });
  return { onSave, input: screen.getByLabelText('Due') as HTMLInputElement, view };
}

afterEach(() => vi.restoreAllMocks());

describe('DateAttribute typing', () => {
  it('saves a typed date once, when the field is left', () => {
    const { onSave, input } = show();
    fireEvent.change(input, { target: { value: '2026-03-05T10:00' } });
    fireEvent.change(input, { target: { value: '2026-03-15T10:00' } });
    expect(onSave).not.toHaveBeenCalled();
    expect(input.value).toBe('2026-03-15T10:00');
    fireEvent.blur(input);
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith(fromLocalInput('2026-03-15T10:00'));
  });

  it('saves on Enter, and leaving afterwards saves nothing more', () => {
    const { onSave, input } = show();
    fireEvent.change(input, { target: { value: '2026-04-01T09:30' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.blur(input);
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith(fromLocalInput('2026-04-01T09:30'));
  });

  it('keeps what is typed when the saved value changes meanwhile', () => {
    const { input, view, onSave } = show();
    fireEvent.change(input, { target: { value: '2026-05-01T08:00' } });
    view.rerender(<DateAttribute field="dueDate" value={fromLocalInput('2026-03-06T10:00')} onSave={onSave} />);
    expect(input.value).toBe('2026-05-01T08:00');
  });

  it('saves nothing when the typed date is the saved one, or after Escape', () => {
    const { onSave, input } = show();
    fireEvent.change(input, { target: { value: '2026-03-04T10:00' } });
    fireEvent.blur(input);
    fireEvent.change(input, { target: { value: '2026-07-01T10:00' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('2026-03-04T10:00');
    fireEvent.blur(input);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('an emptied field clears the date when left', () => {
    const { onSave, input } = show();
    fireEvent.change(input, { target: { value: '' } });
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.blur(input);
    expect(onSave).toHaveBeenCalledWith(null);
  });

  it('a quick choice still saves at once', () => {
    const { onSave } = show(null);
    fireEvent.click(screen.getByRole('button', { name: 'Quick choices for Due' }));
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
