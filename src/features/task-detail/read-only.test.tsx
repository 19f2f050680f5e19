import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/api/client';
import type { Task } from '@/api/types';
import { ServicesProvider } from '@/app/context';
import type { Platform } from '@/platform/types';
import { TaskFields } from './TaskFields';
import { TaskColor } from './TaskColor';
import { TitleField } from './TitleField';

const task = {
  id: 1,
  title: 'T',
  dueDate: '2026-11-18T09:30:00Z',
  startDate: null,
  endDate: null,
  priority: 3,
  percentDone: 0.5,
} as Task;

describe('the task detail for a read-only viewer', () => {
  it('shows dates, priority and progress as text, with no controls', () => {
    const { container } = render(
      <TaskFields task={task} fields={['dueDate', 'priority', 'percentDone']} canWrite={false} onSave={vi.fn()} />,
    );
    expect(container.querySelector('input, select, button')).toBeNull();
    expect(screen.getByText('taskDetail.priorities.3')).toBeInTheDocument();
    expect(screen.getByText('50 %')).toBeInTheDocument();
  });

  it('shows the title as text', () => {
    render(<TitleField title="Plan" canWrite={false} onSave={vi.fn()} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Plan')).toBeInTheDocument();
  });

  it('shows the colour without swatches to press', () => {
    render(<TaskColor hexColor="e8445a" canWrite={false} onSave={vi.fn()} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

/** The date fields read the user's week start: a query client and services, with nobody signed in (no request). */
function Providers({ children }: { children: ReactNode }) {
  return (
    <ServicesProvider value={{ client: {} as ApiClient, platform: {} as Platform }}>
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    </ServicesProvider>
  );
}

const DATES = ['dueDate', 'startDate', 'endDate'] as const;
/** Opens the quick choices menu of the date field at `index` (due, start, end). */
const openQuickDates = (index: number) =>
  fireEvent.click(screen.getAllByRole('button', { name: 'taskDetail.quickDatesFor' })[index]!);

describe('the date quick choices', () => {
  it('set the due date and defer it by whole days', () => {
    const onSave = vi.fn();
    render(<TaskFields task={task} fields={[...DATES]} canWrite onSave={onSave} />, { wrapper: Providers });
    openQuickDates(0);
    fireEvent.click(screen.getByText('taskDetail.deferBy.3'));
    expect(onSave).toHaveBeenCalledWith({
      dueDate: new Date(new Date('2026-11-18T09:30:00Z').getTime() + 3 * 86400000).toISOString(),
    });
    openQuickDates(1);
    fireEvent.click(screen.getByText('taskDetail.quickDate.tomorrow'));
    expect(onSave).toHaveBeenLastCalledWith({ startDate: expect.any(String) });
  });

  it('offer no defer for a task without a due date', () => {
    render(<TaskFields task={{ ...task, dueDate: null }} fields={[...DATES]} canWrite onSave={vi.fn()} />, {
      wrapper: Providers,
    });
    openQuickDates(0);
    expect(screen.queryByText('taskDetail.deferBy.1')).toBeNull();
    expect(screen.getAllByText('taskDetail.quickDate.today')).toHaveLength(1);
  });
});
