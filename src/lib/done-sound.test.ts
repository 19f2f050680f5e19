import { describe, expect, it, vi } from 'vitest';
import { DONE_CHIME, playDoneSound } from './done-sound';

function fakeContext() {
  const started: Array<{ frequency: number; at: number; stop: number }> = [];
  const context = {
    currentTime: 5,
    destination: {} as AudioDestinationNode,
    createGain: () => {
      const node = {
        gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
        connect: (next: unknown) => next,
      };
      return node as unknown as GainNode;
    },
    createOscillator: () => {
      const entry = { frequency: 0, at: 0, stop: 0 };
      const node = {
        type: '',
        frequency: {
          set value(v: number) {
            entry.frequency = v;
          },
        },
        connect: (next: unknown) => next,
        start: (at: number) => {
          entry.at = at;
          started.push(entry);
        },
        stop: (at: number) => void (entry.stop = at),
      };
      return node as unknown as OscillatorNode;
    },
  };
  return { context, started };
}

describe('playDoneSound', () => {
  it('plays each note of the chime at its time, from the context clock', () => {
    const { context, started } = fakeContext();
    playDoneSound(() => context);
    expect(started.map((n) => [n.frequency, n.at, n.stop])).toEqual(
      DONE_CHIME.map((n) => [n.frequency, 5 + n.start, 5 + n.start + n.duration]),
    );
  });

  it('does nothing without audio, or when creating it throws', () => {
    expect(() => playDoneSound(() => null)).not.toThrow();
    expect(() =>
      playDoneSound(() => {
        throw new Error('not allowed');
      }),
    ).not.toThrow();
  });
});
