import { describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { shiftEvent, type FeedShift } from './calendar-feed.ts';

const shift = (overrides: Partial<FeedShift> = {}): FeedShift => ({
  id: '6f1c1d5e-0000-4000-8000-000000000001',
  startAt: new Date('2026-12-01T07:00:00Z'),
  endAt: new Date('2026-12-01T15:00:00Z'),
  zone: 'Hall A',
  notes: 'Badge à retirer',
  updatedAt: new Date('2026-11-20T10:00:00Z'),
  missionTitle: 'Gala Pleyel',
  missionType: 'EVENT',
  missionAddress: '252 rue du Faubourg Saint-Honoré, 75008 Paris',
  ...overrides,
});

describe('a shift as a calendar event', () => {
  it('names the mission and zone, gives the address and the notes, with a UID stable per shift and host', () => {
    expect(shiftEvent(shift(), 'secops.example')).toMatchObject({
      uid: '6f1c1d5e-0000-4000-8000-000000000001@secops.example',
      summary: 'Gala Pleyel — Hall A',
      location: '252 rue du Faubourg Saint-Honoré, 75008 Paris',
      description: 'Zone : Hall A\nBadge à retirer',
    });
    expect(shiftEvent(shift({ zone: null, notes: null }), 'h')).toMatchObject({
      summary: 'Gala Pleyel',
      description: null,
    });
  });

  it.each(['VIP_PROTECTION', 'ESCORT'] as const)(
    'shows a %s shift as "Mission" with no place or notes',
    (type) => {
      const event = shiftEvent(shift({ missionType: type }), 'h');
      expect(event.summary).toBe(MSG.calendarPrivateSummary);
      expect(event.summary).toBe('Mission');
      expect(event.location).toBeUndefined();
      expect(event.description).toBeUndefined();
      expect(JSON.stringify(event)).not.toMatch(/Gala|Hall|Badge|Faubourg/);
      expect(event.start).toEqual(new Date('2026-12-01T07:00:00Z'));
    },
  );
});
