/**
 * A two-tone alarm made by the browser (no file to load), repeated until stopped. Browsers may keep it silent until
 * the page has been touched once; staff have always clicked somewhere by then.
 */
export function startAlarm(periodMs = 1500): () => void {
  const AudioContextClass = window.AudioContext as typeof AudioContext | undefined;
  if (!AudioContextClass) return () => undefined;
  const context = new AudioContextClass();
  const beep = () => {
    const now = context.currentTime;
    [880, 660].forEach((frequency, i) => {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.25, now + i * 0.3);
      gain.gain.exponentialRampToValueAtTime(0.001, now + i * 0.3 + 0.28);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(now + i * 0.3);
      oscillator.stop(now + i * 0.3 + 0.3);
    });
  };
  beep();
  const timer = setInterval(beep, periodMs);
  return () => {
    clearInterval(timer);
    void context.close();
  };
}
