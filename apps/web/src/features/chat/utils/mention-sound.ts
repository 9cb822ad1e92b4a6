let context: AudioContext | null = null;

/** One short sine tone of `frequency` Hz from `from` to `to` seconds after `start`. */
function tone(audio: AudioContext, frequency: number, start: number, from: number, to: number): void {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.2, start + from);
  gain.gain.exponentialRampToValueAtTime(0.001, start + to);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(start + from);
  oscillator.stop(start + to);
}

/**
 * The mention sound: 900 Hz for 0.15 s, then 1100 Hz from 0.2 s to 0.4 s. A browser without Web Audio, or one that
 * blocks sound before the user has interacted with the page, simply stays silent.
 */
export function playMentionSound(): void {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const start = context.currentTime;
    tone(context, 900, start, 0, 0.15);
    tone(context, 1100, start, 0.2, 0.4);
  } catch {
    // No sound is not an error: the toast still shows.
  }
}
