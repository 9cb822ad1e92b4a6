import { describe, expect, it } from 'vitest';
import { fitWithin, PHOTO_MAX_SIDE } from './resize-photo.ts';

describe('fitWithin', () => {
  it('brings the long side of a landscape photo down to 1,600 px, proportions kept', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1600, height: 1200 });
  });

  it('does the same for a portrait photo, on its height', () => {
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
  });

  it('leaves a photo already small enough at its size, never enlarged', () => {
    expect(fitWithin(1280, 960)).toEqual({ width: 1280, height: 960 });
    expect(fitWithin(PHOTO_MAX_SIDE, 900)).toEqual({ width: PHOTO_MAX_SIDE, height: 900 });
  });

  it('rounds to whole pixels and keeps at least one on a very thin photo', () => {
    expect(fitWithin(4000, 2999)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(20000, 3)).toEqual({ width: 1600, height: 1 });
  });

  it('follows another limit when given', () => {
    expect(fitWithin(1000, 500, 400)).toEqual({ width: 400, height: 200 });
  });
});
