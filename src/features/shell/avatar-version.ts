import { create } from 'zustand';

interface AvatarVersion {
  /** Goes into avatar URLs so the browser fetches the picture again after it changed. */
  version: number;
  bump: () => void;
}

/**
 * Starts at the page load's time: the server lets browsers cache avatars for an hour, so a picture
 * changed on another device shows after a reload, and one changed here at once (bump).
 */
export const useAvatarVersion = create<AvatarVersion>((set) => ({
  version: Date.now(),
  bump: () => set((s) => ({ version: Math.max(s.version + 1, Date.now()) })),
}));

/** Called after the avatar settings changed. */
export const bumpAvatarVersion = (): void => useAvatarVersion.getState().bump();
