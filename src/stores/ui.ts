import { create } from 'zustand';

/** Widths up to this count as mobile: the menu starts closed and closes on navigation. */
export const MOBILE_BREAKPOINT = 768;

export const isMobileWidth = (width: number): boolean => width <= MOBILE_BREAKPOINT;

/** Other code (a quick-actions palette) listens for this to open itself. */
export const QUICK_SEARCH_EVENT = 'vikunja:quick-search';

export type ShellModal = 'shortcuts' | 'about' | null;

interface UiState {
  menuOpen: boolean;
  modal: ShellModal;
  setMenuOpen: (open: boolean) => void;
  toggleMenu: () => void;
  setModal: (modal: ShellModal) => void;
}

export const useUi = create<UiState>((set) => ({
  menuOpen: typeof window === 'undefined' ? true : !isMobileWidth(window.innerWidth),
  modal: null,
  setMenuOpen: (menuOpen) => set({ menuOpen }),
  toggleMenu: () => set((s) => ({ menuOpen: !s.menuOpen })),
  setModal: (modal) => set({ modal }),
}));

/** Asks whoever handles quick search to open (the event is the seam; nothing here knows the palette). */
export function openQuickSearch(): void {
  window.dispatchEvent(new CustomEvent(QUICK_SEARCH_EVENT));
}
