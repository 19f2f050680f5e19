/**
 * A state updater that empties a text field after its content was saved, unless the person has typed
 * something else meanwhile: `setText(clearIfUnchanged(sent))`. A slow save must never wipe new typing.
 */
export const clearIfUnchanged =
  (sent: string) =>
  (current: string): string =>
    current === sent ? '' : current;
