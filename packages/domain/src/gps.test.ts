import { describe, expect, it } from 'vitest';
import { positionFreshness, PositionUpdateSchema } from './gps.ts';
import * as MSG from './messages.ts';

describe('positionFreshness', () => {
  const now = new Date('2026-03-02T10:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

  it('is online under a minute, recent under two, warning under four, offline after', () => {
    expect(positionFreshness(ago(59), now)).toBe('online');
    expect(positionFreshness(ago(60), now)).toBe('recent');
    expect(positionFreshness(ago(119), now)).toBe('recent');
    expect(positionFreshness(ago(120), now)).toBe('warning');
    expect(positionFreshness(ago(239), now)).toBe('warning');
    expect(positionFreshness(ago(240), now)).toBe('offline');
  });

  it('treats an unreadable time as offline', () => {
    expect(positionFreshness('pas une date', now)).toBe('offline');
  });
});

describe('PositionUpdateSchema', () => {
  const base = { missionId: '7f0c2a52-55a1-4c1e-9d0e-3f1f2b7b9a10', lat: 48.8566, lng: 2.3522, accuracy: 12 };

  it('accepts the position the field area sends, speed optional', () => {
    expect(PositionUpdateSchema.safeParse(base).success).toBe(true);
    expect(PositionUpdateSchema.safeParse({ ...base, speed: null }).success).toBe(true);
  });

  it('refuses coordinates out of range with the French message', () => {
    const res = PositionUpdateSchema.safeParse({ ...base, lat: 91 });
    expect(res.error?.issues[0]?.message).toBe(MSG.latitudeInvalid);
  });

  it('refuses unknown fields', () => {
    expect(PositionUpdateSchema.safeParse({ ...base, userId: 'x' }).success).toBe(false);
  });

  it('takes the time a queued position was taken and its request id, and refuses malformed ones', () => {
    const queued = { ...base, recordedAt: '2026-03-02T10:00:00.000Z', clientRequestId: 'queue-0001-abcd' };
    expect(PositionUpdateSchema.safeParse(queued).success).toBe(true);
    const badTime = PositionUpdateSchema.safeParse({ ...base, recordedAt: '02/03/2026' });
    expect(badTime.error?.issues[0]?.message).toBe(MSG.gpsRecordedAtInvalid);
    const badId = PositionUpdateSchema.safeParse({ ...base, clientRequestId: 'a b' });
    expect(badId.error?.issues[0]?.message).toBe(MSG.gpsClientRequestIdInvalid);
  });
});
