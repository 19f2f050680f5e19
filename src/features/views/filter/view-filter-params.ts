/** What a view's search and filter are, as the address carries them (`?s=…&filter=…`): shareable and bookmarkable. */
export interface ViewFilterState {
  search: string;
  filter: string;
}

export function readViewFilter(params: URLSearchParams): ViewFilterState {
  return { search: params.get('s') ?? '', filter: params.get('filter') ?? '' };
}

/** The address's parameters with the search and/or filter changed; an empty value leaves the address. */
export function writeViewFilter(params: URLSearchParams, patch: Partial<ViewFilterState>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => {
    if (value === undefined) return;
    if (value.trim() === '') next.delete(key);
    else next.set(key, value);
  };
  set('s', patch.search);
  set('filter', patch.filter);
  return next;
}
