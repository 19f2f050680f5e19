import { create } from 'zustand';

/** Widths up to this count as mobile: the menu starts closed and closes on navigation. */
export const MOBILE_BREAKPOINT = 768;

export const isMobileWidth = (width: number): boolean => width <= MOBILE_BREAKPOINT;

export type ShellModal = 'shortcuts' | 'about' | null;

interface UiState {
  menuOpen: boolean;
  modal: ShellModal;
  /** The quick-actions palette is open. State, not an event: the palette's code may still be loading. */
  quickSearchOpen: boolean;
  setQuickSearchOpen: (open: boolean) => void;
  setMenuOpen: (open: boolean) => void;
  toggleMenu: () => void;
  setModal: (modal: ShellModal) => void;
}

export const useUi = create<UiState>((set) => ({
  menuOpen: typeof window === 'undefined' ? true : !isMobileWidth(window.innerWidth),
  modal: null,
  quickSearchOpen: false,
  setQuickSearchOpen: (quickSearchOpen) => set({ quickSearchOpen }),
  setMenuOpen: (menuOpen) => set({ menuOpen }),
  toggleMenu: () => set((s) => ({ menuOpen: !s.menuOpen })),
  setModal: (modal) => set({ modal }),
}));

/** Opens the quick-actions palette (it shows as soon as its lazily loaded code is there). */
export function openQuickSearch(): void {
  useUi.getState().setQuickSearchOpen(true);
}
