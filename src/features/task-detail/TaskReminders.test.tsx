import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Task } from '@/api/types';
import { fromLocalInput } from '@/lib/local-datetime';
import { TaskReminders } from './TaskReminders';

const absolute = { reminder: '2030-05-01T08:00:00.000Z', relativePeriod: 0, relativeTo: '' as const };
const relative = { reminder: null, relativePeriod: -2 * 3600, relativeTo: 'due_date' as const };
const task = { id: 1, reminders: [absolute, relative] } as unknown as Task;

const rows = () => screen.getAllByRole('listitem');

describe('the reminders of a task', () => {
  it('change a reminder at a time in place, keeping the others', () => {
    const onSave = vi.fn();
    render(<TaskReminders task={task} canWrite onSave={onSave} />);
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: /^taskDetail.editReminder/ }));
    const row = within(rows()[0]!);
    const at = row.getByLabelText('taskDetail.reminderDate');
    expect(at).not.toHaveValue('');
    fireEvent.change(at, { target: { value: '2030-06-02T09:15' } });
    fireEvent.click(row.getByRole('button', { name: 'taskDetail.saveReminder' }));
    expect(onSave).toHaveBeenCalledWith({
      reminders: [{ reminder: fromLocalInput('2030-06-02T09:15'), relativePeriod: 0, relativeTo: '' }, relative],
    });
    expect(screen.queryByRole('button', { name: 'taskDetail.saveReminder' })).toBeNull();
  });

  it('open a relative reminder with its amount, unit and date, and save the change', () => {
    const onSave = vi.fn();
    render(<TaskReminders task={task} canWrite onSave={onSave} />);
    fireEvent.click(within(rows()[1]!).getByRole('button', { name: /^taskDetail.editReminder/ }));
    const row = within(rows()[1]!);
    expect(row.getByLabelText('taskDetail.reminderKind')).toHaveValue('relative');
    expect(row.getByLabelText('taskDetail.reminderAmount')).toHaveValue(2);
    expect(row.getByLabelText('taskDetail.reminderUnit')).toHaveValue('hours');
    fireEvent.change(row.getByLabelText('taskDetail.reminderDirection'), { target: { value: 'after' } });
    fireEvent.click(row.getByRole('button', { name: 'taskDetail.saveReminder' }));
    expect(onSave).toHaveBeenCalledWith({
      reminders: [absolute, { reminder: null, relativePeriod: 7200, relativeTo: 'due_date' }],
    });
  });

  it('cancel an edit without saving', () => {
    const onSave = vi.fn();
    render(<TaskReminders task={task} canWrite onSave={onSave} />);
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: /^taskDetail.editReminder/ }));
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'common.cancel' }));
    expect(screen.queryByRole('button', { name: 'taskDetail.saveReminder' })).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('still add a new reminder after the existing ones', () => {
    const onSave = vi.fn();
    render(<TaskReminders task={task} canWrite onSave={onSave} />);
    fireEvent.change(screen.getAllByLabelText('taskDetail.reminderDate').at(-1)!, {
      target: { value: '2031-01-01T07:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'taskDetail.addReminder' }));
    expect(onSave).toHaveBeenCalledWith({
      reminders: [
        absolute,
        relative,
        { reminder: fromLocalInput('2031-01-01T07:00'), relativePeriod: 0, relativeTo: '' },
      ],
    });
  });

  it('offer no edit to a read-only viewer', () => {
    render(<TaskReminders task={task} canWrite={false} onSave={vi.fn()} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
