import { create } from 'zustand';

export interface Toast {
  id: number;
  kind: 'success' | 'error' | 'info';
  message: string;
  action?: { label: string; run: () => void };
}

interface ToastState {
  toasts: Toast[];
  show: (toast: Omit<Toast, 'id'>, durationMs?: number) => number;
  dismiss: (id: number) => void;
  /** The pointer or focus is on the toasts: none of them times out meanwhile (WCAG 2.2.1). */
  hold: () => void;
  /** Released: each toast gets its full time again. */
  release: () => void;
}

/** How long a toast stays by default. */
export const TOAST_DURATION_MS = 3000;
/** At most this many toasts show at once; a new one pushes out the oldest. */
export const TOAST_MAX = 2;
let nextId = 1;

/** Per toast: how long it shows, and its running timer (none while held). */
const lifetimes = new Map<number, { ms: number; timer: ReturnType<typeof setTimeout> | null }>();
let held = false;

export const useToasts = create<ToastState>((set, get) => {
  const start = (id: number) => {
    const life = lifetimes.get(id);
    if (life && !held) life.timer = setTimeout(() => get().dismiss(id), life.ms);
  };
  return {
    toasts: [],
    show(toast, durationMs = TOAST_DURATION_MS) {
      const id = nextId++;
      for (const old of get().toasts.slice(0, Math.max(0, get().toasts.length - TOAST_MAX + 1))) get().dismiss(old.id);
      set({ toasts: [...get().toasts, { ...toast, id }] });
      // Toasts with an action (undo) stay a little longer so there is time to use it.
      lifetimes.set(id, { ms: toast.action ? durationMs * 2 : durationMs, timer: null });
      start(id);
      return id;
    },
    dismiss(id) {
      const life = lifetimes.get(id);
      if (life?.timer) clearTimeout(life.timer);
      lifetimes.delete(id);
      set({ toasts: get().toasts.filter((t) => t.id !== id) });
    },
    hold() {
      held = true;
      for (const life of lifetimes.values()) {
        if (life.timer) clearTimeout(life.timer);
        life.timer = null;
      }
    },
    release() {
      if (!held) return;
      held = false;
      for (const id of lifetimes.keys()) start(id);
    },
  };
});
