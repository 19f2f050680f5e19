import { useState } from 'react';

/** The page of a paged view; back to page 1 whenever `resetKey` (its search and filter) changes. */
export function usePage(resetKey: string): [number, (page: number) => void] {
  const [state, setState] = useState({ key: resetKey, page: 1 });
  return [state.key === resetKey ? state.page : 1, (page) => setState({ key: resetKey, page })];
}
