/** Key sequences time out after this long between presses. */
export const CHORD_TIMEOUT_MS = 1500;

export interface ChordState {
  prefix: readonly string[];
  at: number;
}

export const IDLE: ChordState = { prefix: [], at: 0 };

/**
 * One key press through the chord machine: completes a sequence (match), extends a pending prefix,
 * or starts over — a key that breaks a prefix may itself start a new one.
 */
export function stepChord(
  state: ChordState,
  key: string,
  now: number,
  sequences: readonly string[],
  timeoutMs = CHORD_TIMEOUT_MS,
): { state: ChordState; match: string | null } {
  const prefix = state.prefix.length > 0 && now - state.at <= timeoutMs ? state.prefix : [];
  const joined = [...prefix, key].join(' ');
  if (sequences.includes(joined)) return { state: IDLE, match: joined };
  if (sequences.some((s) => s.startsWith(`${joined} `)))
    return { state: { prefix: [...prefix, key], at: now }, match: null };
  if (prefix.length > 0) return stepChord(IDLE, key, now, sequences, timeoutMs);
  return { state: IDLE, match: null };
}

/** A stateful wrapper for event handlers; the clock is injectable for tests. */
export function createChordListener(sequences: readonly string[], now: () => number = () => Date.now()) {
  let state = IDLE;
  return {
    /** Feeds one key; answers the completed sequence, if any. */
    press(key: string): string | null {
      const result = stepChord(state, key, now(), sequences);
      state = result.state;
      return result.match;
    },
    get pending(): boolean {
      return state.prefix.length > 0 && now() - state.at <= CHORD_TIMEOUT_MS;
    },
    reset() {
      state = IDLE;
    },
  };
}

/** Whether a key event comes from somewhere a person types (plain-key hotkeys stay out of there). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const element = target as HTMLElement;
  const tag = element.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag === 'input') {
    const type = ((element as HTMLInputElement).type || 'text').toLowerCase();
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(type);
  }
  return element.isContentEditable || element.closest?.('[contenteditable="true"]') !== null;
}
