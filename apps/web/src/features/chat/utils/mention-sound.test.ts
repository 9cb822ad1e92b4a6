// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

type Tone = { frequency: number; start?: number; stop?: number };

function fakeAudio(tones: Tone[]) {
  return class {
    state = 'running';
    currentTime = 10;
    destination = {};
    resume = async () => undefined;
    createGain() {
      return {
        gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
        connect: (n: unknown) => n,
      };
    }
    createOscillator() {
      const tone: Tone = { frequency: 0 };
      tones.push(tone);
      return {
        type: 'sine',
        frequency: {
          set value(v: number) {
            tone.frequency = v;
          },
        },
        connect: (node: unknown) => node,
        start: (at: number) => (tone.start = at),
        stop: (at: number) => (tone.stop = at),
      };
    }
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('playMentionSound', () => {
  it('plays 900 Hz for 0.15 s, then 1100 Hz from 0.2 s to 0.4 s', async () => {
    const tones: Tone[] = [];
    vi.stubGlobal('AudioContext', fakeAudio(tones));
    const { playMentionSound } = await import('./mention-sound.ts');
    playMentionSound();
    const at = (time = 0) => Number((time - 10).toFixed(2));
    expect(tones.map((t) => [t.frequency, at(t.start), at(t.stop)])).toEqual([
      [900, 0, 0.15],
      [1100, 0.2, 0.4],
    ]);
  });

  it('stays silent, without an error, when the browser has no Web Audio', async () => {
    vi.stubGlobal('AudioContext', undefined);
    const { playMentionSound } = await import('./mention-sound.ts');
    expect(() => playMentionSound()).not.toThrow();
  });
});
