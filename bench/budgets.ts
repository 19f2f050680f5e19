/** The goals `npm run bench` prints each figure against (sizes are also checked after the build in `npm test`). */
export const BUDGETS = {
  webInitialKiB: 160,
  popupInitialKiB: 60,
  popupOpenMs: 50,
  serverPageMs: 10,
  /** The list view's first 20 tasks on screen, as a share of Vikunja 2.5's own figure on the same machine. */
  listVsVikunja: 0.5,
} as const;
