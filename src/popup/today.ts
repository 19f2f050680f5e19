import { endOfDay, startOfDay } from 'date-fns';
import type { TaskQuery } from '@/api/tasks';
import { upcomingQuery } from '@/features/upcoming/upcoming-query';
import { useTasksAcrossProjectsQuery } from '@/queries/upcoming';

/** Today's list as the app's upcoming view asks for it: undone tasks due by the end of today, overdue ones included. */
export function todayQuery(now: Date): TaskQuery {
  return upcomingQuery({ from: startOfDay(now), to: endOfDay(now), showOverdue: true, showNulls: false });
}

/** The popup's today and overdue tasks, through the app's cross-project task query. */
export function useTodayTasks(now: Date) {
  return useTasksAcrossProjectsQuery(todayQuery(now));
}
