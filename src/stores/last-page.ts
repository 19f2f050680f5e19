import type { Location } from 'react-router';
import { create } from 'zustand';

interface LastPageState {
  /** The last page (not a modal) the app showed: what a modal opened next is drawn over. */
  page: Location | null;
  setPage: (page: Location) => void;
}

export const useLastPage = create<LastPageState>((set) => ({
  page: null,
  setPage: (page) => set({ page }),
}));
