/** The notes of the "done" chime: a rising major third, short and quiet. */
export const DONE_CHIME = [
  { frequency: 659.25, start: 0, duration: 0.12 },
  { frequency: 830.61, start: 0.1, duration: 0.18 },
] as const;

type AudioContextLike = Pick<AudioContext, 'currentTime' | 'destination' | 'createOscillator' | 'createGain'>;

/**
 * Plays the chime through Web Audio (no sound file to fetch, nothing for the CSP to allow). Quietly does
 * nothing where audio is unavailable or not yet allowed by the browser.
 */
export function playDoneSound(create: () => AudioContextLike | null = defaultContext): void {
  let context: AudioContextLike | null;
  try {
    context = create();
  } catch {
    return;
  }
  if (!context) return;
  for (const note of DONE_CHIME) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const at = context.currentTime + note.start;
    oscillator.type = 'sine';
    oscillator.frequency.value = note.frequency;
    gain.gain.setValueAtTime(0.08, at);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + note.duration);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + note.duration);
  }
}

// One context for the page: browsers limit how many may exist.
let shared: AudioContext | null = null;
function defaultContext(): AudioContextLike | null {
  if (!shared && typeof AudioContext === 'function') shared = new AudioContext();
  return shared;
}
