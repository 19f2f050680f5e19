import type { TaskQuery } from '@/api/tasks';
import { DEFAULT_SORT } from './columns';

/** Tasks the table shows a page. */
export const TABLE_PER_PAGE = 50;

/** The table's page of tasks; the view and the boot prefetch both ask with it, so boot asks for what it reads. */
export function tableTaskQuery(narrow: { filter?: string; s?: string }, page: number, sort = DEFAULT_SORT): TaskQuery {
  return { ...narrow, page, perPage: TABLE_PER_PAGE, sortBy: [sort.by], orderBy: [sort.order] };
}
