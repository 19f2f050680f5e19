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
}

/** The spec's default toast duration. */
export const TOAST_DURATION_MS = 3000;
let nextId = 1;

export const useToasts = create<ToastState>((set, get) => ({
  toasts: [],
  show(toast, durationMs = TOAST_DURATION_MS) {
    const id = nextId++;
    set({ toasts: [...get().toasts, { ...toast, id }] });
    // Toasts with an action (undo) stay a little longer so there is time to use it.
    setTimeout(() => get().dismiss(id), toast.action ? durationMs * 2 : durationMs);
    return id;
  },
  dismiss(id) {
    set({ toasts: get().toasts.filter((t) => t.id !== id) });
  },
}));
