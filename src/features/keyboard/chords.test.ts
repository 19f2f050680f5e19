// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChordListener, IDLE, isTypingTarget, stepChord, type ChordState } from './chords';

const SEQUENCES = ['g o', 'g u', 'g p', 'g a', 'g m', 'g l', 'g g', 'g t', 'g k'];

describe('stepChord', () => {
  const pending = (at: number): ChordState => ({ prefix: ['g'], at });
  it.each<[string, ChordState, string, number, string | null, readonly string[]]>([
    ['g starts a sequence', IDLE, 'g', 0, null, ['g']],
    ['g o completes', pending(0), 'o', 100, 'g o', []],
    ['g g completes', pending(0), 'g', 1500, 'g g', []],
    ['too late: o alone does nothing', pending(0), 'o', 1501, null, []],
    ['too late: g starts again', pending(0), 'g', 5000, null, ['g']],
    ['unknown second key resets', pending(0), 'x', 100, null, []],
    ['a lone key does nothing', IDLE, 'o', 0, null, []],
  ])('%s', (_name, state, key, now, match, prefix) => {
    const result = stepChord(state, key, now, SEQUENCES);
    expect(result.match).toBe(match);
    expect(result.state.prefix).toEqual(prefix);
  });
});

describe('createChordListener with a fake clock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('matches within 1500 ms and forgets the prefix after', () => {
    const chords = createChordListener(SEQUENCES);
    expect(chords.press('g')).toBeNull();
    expect(chords.pending).toBe(true);
    vi.advanceTimersByTime(1400);
    expect(chords.press('u')).toBe('g u');
    expect(chords.pending).toBe(false);

    expect(chords.press('g')).toBeNull();
    vi.advanceTimersByTime(1600);
    expect(chords.pending).toBe(false);
    expect(chords.press('u')).toBeNull();

    expect(chords.press('g')).toBeNull();
    chords.reset();
    expect(chords.press('m')).toBeNull();
  });
});

describe('isTypingTarget', () => {
  it.each([
    ['<input>', true],
    ['<input type="search">', true],
    ['<input type="checkbox">', false],
    ['<textarea></textarea>', true],
    ['<select></select>', true],
    ['<button></button>', false],
    ['<div contenteditable="true"><span></span></div>', true],
    ['<div></div>', false],
  ])('%s → %s', (html, typing) => {
    const host = document.createElement('div');
    host.innerHTML = html;
    const element = host.querySelector('span') ?? host.firstElementChild;
    // jsdom lacks isContentEditable; mirror the attribute for the test
    if (element && element.closest('[contenteditable="true"]') && !('isContentEditable' in HTMLElement.prototype)) {
      Object.defineProperty(element, 'isContentEditable', { value: true });
    }
    expect(isTypingTarget(element)).toBe(typing);
  });
  it('null is not typing', () => expect(isTypingTarget(null)).toBe(false));
});
