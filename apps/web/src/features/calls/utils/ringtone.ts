const RINGTONE_URL = '/sounds/ringtone.mp3';

/** The incoming-call ring, looping until stopped; a browser that refuses to play it (autoplay rules) is ignored. */
export class Ringtone {
  private audio: HTMLAudioElement | null = null;

  start(): void {
    if (this.audio) return;
    const audio = new Audio(RINGTONE_URL);
    audio.loop = true;
    this.audio = audio;
    audio.play()?.catch(() => {});
  }

  stop(): void {
    this.audio?.pause();
    this.audio = null;
  }
}
