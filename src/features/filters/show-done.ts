import { editQuery, readQuery } from './query-parts';

/**
 * Whether the filter keeps done tasks out with a top-level `done = false` (joined with `&&` to the
 * rest); undefined when the text does not parse.
 */
export function readHidesDone(text: string): boolean | undefined {
  return readQuery(text)?.hideDone;
}

/** Whether the filter keeps done tasks out with its own `done = false` clause (false if unparsable). */
export function hidesDoneTasks(text: string): boolean {
  return readHidesDone(text) ?? false;
}

/**
 * The filter with done tasks shown (its `done = false` clause removed) or hidden (the clause added
 * in front, the rest bracketed when it is joined with `||`). Unparsable text is returned untouched.
 */
export function setShowDoneTasks(text: string, show: boolean): string {
  return editQuery(text, (parts) => ({ ...parts, hideDone: !show }));
}
