import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Task } from '@/api/types';
import { TaskRepeat } from './TaskRepeat';

const task = (repeatAfter: number, repeatMode = 0) => ({ id: 1, repeatAfter, repeatMode }) as Task;
const amount = () => screen.getByLabelText('taskDetail.repeatAmount') as HTMLInputElement;
const unit = () => screen.getByLabelText('taskDetail.repeatUnit') as HTMLSelectElement;

describe('TaskRepeat', () => {
  it.each([
    [2592000, 0, '30', 'days'],
    [5400, 0, '90', 'minutes'],
    [0, 1, '1', 'months'],
    [1209600, 2, '2', 'weeks'],
  ])('shows %s s (mode %s) as %s %s', (after, mode, a, u) => {
    render(<TaskRepeat task={task(after, mode)} canWrite onSave={vi.fn()} />);
    expect(amount().value).toBe(a);
    expect(unit().value).toBe(u);
  });

  it('saves nothing when the field loses focus unchanged', () => {
    const onSave = vi.fn();
    render(<TaskRepeat task={task(2592000)} canWrite onSave={onSave} />);
    fireEvent.blur(amount());
    fireEvent.change(amount(), { target: { value: '30' } });
    fireEvent.blur(amount());
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a real change in exact seconds', () => {
    const onSave = vi.fn();
    render(<TaskRepeat task={task(5400)} canWrite onSave={onSave} />);
    fireEvent.change(amount(), { target: { value: '45' } });
    fireEvent.blur(amount());
    expect(onSave).toHaveBeenCalledWith({ repeatAfter: 2700, repeatMode: 0 });
  });

  it('refuses 0 with the message and saves nothing', () => {
    const onSave = vi.fn();
    render(<TaskRepeat task={task(86400)} canWrite onSave={onSave} />);
    fireEvent.change(amount(), { target: { value: '0' } });
    fireEvent.blur(amount());
    expect(screen.getByText('taskDetail.repeatInvalid')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('clearing the amount stops the repeat', () => {
    const onSave = vi.fn();
    render(<TaskRepeat task={task(86400)} canWrite onSave={onSave} />);
    fireEvent.change(amount(), { target: { value: '' } });
    fireEvent.blur(amount());
    expect(onSave).toHaveBeenCalledWith({ repeatAfter: 0, repeatMode: 0 });
  });

  it('shows the repeat as text without controls for a read-only viewer', () => {
    render(<TaskRepeat task={task(2592000)} canWrite={false} onSave={vi.fn()} />);
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByTestId('repeat-readonly')).toHaveTextContent('30 taskDetail.units.days');
  });
});
