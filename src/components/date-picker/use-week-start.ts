import { useUserQuery } from '@/queries/user';
import { toWeekStart, type WeekStart } from './week-start';

/** The signed-in user's first day of the week (user settings `weekStart`), Sunday until it is known. */
export function useWeekStart(): WeekStart {
  return toWeekStart(useUserQuery().data?.settings?.weekStart);
}
