import { create } from 'zustand';

/** Widths up to this count as mobile: the menu starts closed and closes on navigation. */
export const MOBILE_BREAKPOINT = 768;

export const isMobileWidth = (width: number): boolean => width <= MOBILE_BREAKPOINT;

interface UiState {
  menuOpen: boolean;
  setMenuOpen: (open: boolean) => void;
  toggleMenu: () => void;
}

export const useUi = create<UiState>((set) => ({
  menuOpen: typeof window === 'undefined' ? true : !isMobileWidth(window.innerWidth),
  setMenuOpen: (menuOpen) => set({ menuOpen }),
  toggleMenu: () => set((s) => ({ menuOpen: !s.menuOpen })),
}));
