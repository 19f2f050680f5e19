import { create } from 'zustand';

interface SessionEndedState {
  /** The session ended under the person's hands (a request refused it): the login page says so. */
  ended: boolean;
  set: (ended: boolean) => void;
}

export const useSessionEnded = create<SessionEndedState>((set) => ({
  ended: false,
  set: (ended) => set({ ended }),
}));
