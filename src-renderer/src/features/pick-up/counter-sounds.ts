// The counter's two sounds, made with Web Audio (no files): a rising two-note chime when a
// package may be (or was) handed out, a low double buzz for every refusal. Clerks hear the
// verdict before they look at the screen.

export type CounterSound = 'success' | 'refusal';

interface Note {
  /** Hz. */
  frequency: number;
  /** Seconds from the start of the sound. */
  at: number;
  /** Seconds. */
  length: number;
  type: OscillatorType;
}

/** The notes of each sound (exported so that a test can tell them apart). */
export const SOUND_NOTES: Record<CounterSound, readonly Note[]> = {
  success: [
    { frequency: 880, at: 0, length: 0.12, type: 'sine' },
    { frequency: 1320, at: 0.12, length: 0.18, type: 'sine' },
  ],
  refusal: [
    { frequency: 196, at: 0, length: 0.16, type: 'square' },
    { frequency: 196, at: 0.22, length: 0.22, type: 'square' },
  ],
};

const VOLUME = 0.2;

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Context: AudioContextClass | undefined =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);
  if (!Context) return null;
  try {
    context = new Context();
  } catch {
    return null;
  }
  return context;
}

/** Plays a sound; silent where there is no audio (tests, a locked-down browser). */
export function playCounterSound(sound: CounterSound): void {
  const audio = audioContext();
  if (!audio) return;
  // A context made before any user gesture starts suspended; a key press resumes it.
  if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  const start = audio.currentTime + 0.01;
  for (const note of SOUND_NOTES[sound]) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = note.type;
    oscillator.frequency.setValueAtTime(note.frequency, start + note.at);
    // A short fade in and out: no clicks.
    gain.gain.setValueAtTime(0.0001, start + note.at);
    gain.gain.exponentialRampToValueAtTime(VOLUME, start + note.at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + note.length);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start + note.at);
    oscillator.stop(start + note.at + note.length + 0.02);
  }
}
