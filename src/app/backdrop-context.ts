import { createContext, useContext } from 'react';

/** True inside a page drawn behind a dialog: such a page shows, but never navigates (the dialog owns the address). */
export const BackdropContext = createContext(false);

export const useIsBackdrop = (): boolean => useContext(BackdropContext);
