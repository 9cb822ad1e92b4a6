import { SHIFT_ALERT_TONE } from '@secops/domain/shift-alert';

let context: AudioContext | null = null;

/**
 * The shift alert's sound: one 800 Hz sine tone for 0.3 s. A browser without Web Audio, or one that refuses to
 * play before the page has been touched, stays silent; the failure is only logged, the toast still shows.
 */
export function playShiftAlertSound(): void {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') {
      void context.resume().catch((error: unknown) => console.warn('Shift alert sound blocked', error));
    }
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const start = context.currentTime;
    oscillator.type = 'sine';
    oscillator.frequency.value = SHIFT_ALERT_TONE.frequency;
    gain.gain.setValueAtTime(0.3, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + SHIFT_ALERT_TONE.seconds);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + SHIFT_ALERT_TONE.seconds);
  } catch (error) {
    console.warn('Shift alert sound unavailable', error);
  }
}
