import { useCallback, useMemo } from 'react';
import { useInstantSearchParams } from '@/app/use-instant-search-params';
import { checkFilter, filterForServer } from '@/features/filters/filter-text';
import { useLabelsQuery } from '@/queries/labels';
import { useProjectsQuery } from '@/queries/projects';
import { readViewFilter, writeViewFilter, type ViewFilterState } from './view-filter-params';

export interface ViewFilter extends ViewFilterState {
  set: (patch: Partial<ViewFilterState>) => void;
  /** The filter as the server takes it (names resolved to ids); undefined while empty or not valid. */
  serverFilter: string | undefined;
}

/** The search and filter of a list or table view, kept in the address. */
export function useViewFilter(): ViewFilter {
  const [params, setParams] = useInstantSearchParams();
  const state = readViewFilter(params);
  const wantsNames = /\b(labels|project)\b/.test(state.filter);
  const labels = useLabelsQuery(wantsNames);
  const projects = useProjectsQuery();
  const { filter } = state;
  const serverFilter = useMemo(() => {
    if (filter.trim() === '' || !checkFilter(filter).ok) return undefined;
    return filterForServer(filter, labels.data ?? [], projects.data ?? []);
  }, [filter, labels.data, projects.data]);
  // Stable while the address stays, so the search box's pause timer is not restarted by unrelated renders.
  const set = useCallback(
    (patch: Partial<ViewFilterState>) => setParams(writeViewFilter(params, patch), { replace: true }),
    [params, setParams],
  );
  return { ...state, serverFilter, set };
}
