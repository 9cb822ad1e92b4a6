import { describe, expect, it } from 'vitest';
import { LATE_GRACE_MS, nextRound, roundsDueNow } from './due-rounds.ts';
import { testLocalRound, testSlot, testTour } from './test-tour.ts';

// Paris 22:00 and midnight on 27 November 2026 (UTC+1).
const AT_2200 = '2026-11-27T21:00:00.000Z';
const AT_0000 = '2026-11-27T23:00:00.000Z';
const at = (iso: string, minutes = 0) => Date.parse(iso) + minutes * 60_000;

describe('the round a tour asks of the guard', () => {
  it('offers the round whose window is open, and names when the next one opens otherwise', () => {
    const tour = testTour([testSlot(AT_2200), testSlot(AT_0000)]);
    expect(nextRound(tour, [], at(AT_2200, -10))).toMatchObject({
      state: 'upcoming',
      slot: { scheduledAt: AT_2200 },
    });
    expect(nextRound(tour, [], at(AT_2200, 10))).toMatchObject({
      state: 'open',
      slot: { scheduledAt: AT_2200 },
    });
    expect(nextRound(tour, [], at(AT_2200, 50))).toMatchObject({
      state: 'upcoming',
      slot: { scheduledAt: AT_0000 },
    });
    expect(nextRound(testTour([]), [], at(AT_2200))).toBeNull();
  });

  it('offers the latest of overlapping windows, the one the server starts, and nothing once that one is taken', () => {
    const every10 = ['21:00', '21:10', '21:20'].map((time) => testSlot(`2026-11-27T${time}:00.000Z`));
    const now = at('2026-11-27T21:25:00.000Z');
    expect(nextRound(testTour(every10), [], now)).toMatchObject({
      state: 'open',
      slot: { scheduledAt: '2026-11-27T21:20:00.000Z' },
    });
    const taken = every10.map((slot, i) => (i === 2 ? { ...slot, status: 'COMPLETE' as const } : slot));
    expect(nextRound(testTour(taken), [], now)).toBeNull();
  });

  it('goes on with the round started on the phone, even offline before the server knows it', () => {
    const tour = testTour([testSlot(AT_2200), testSlot(AT_0000)]);
    const started = testLocalRound(AT_2200);
    const due = nextRound(tour, [started], at(AT_2200, 20));
    expect(due).toMatchObject({ state: 'in-progress', local: started, slot: { scheduledAt: AT_2200 } });
    // Past its window it stays the guard's for a while (its late scans are still taken), then it is over.
    expect(nextRound(tour, [started], at(AT_2200, 45) + LATE_GRACE_MS - 1)?.state).toBe('in-progress');
    expect(nextRound(tour, [started], at(AT_2200, 45) + LATE_GRACE_MS)).toMatchObject({ state: 'upcoming' });
  });

  it('counts a round ended on the phone as ended while the list read before still shows it open or in progress', () => {
    const ended = testLocalRound(AT_2200, { finishedAt: new Date(at(AT_2200, 30)).toISOString() });
    const open = testTour([testSlot(AT_2200), testSlot(AT_0000)]);
    expect(nextRound(open, [ended], at(AT_2200, 35))).toMatchObject({
      state: 'upcoming',
      slot: { scheduledAt: AT_0000 },
    });
    const running = testTour([
      { ...testSlot(AT_2200, 45, 'IN_PROGRESS'), roundId: 'round-1' },
      testSlot(AT_0000),
    ]);
    expect(nextRound(running, [{ ...ended, roundId: 'round-1' }], at(AT_2200, 35))?.state).toBe('upcoming');
  });

  it('lets go of a round the server ended at its deadline, and shows one started elsewhere as in progress', () => {
    const closed = testTour([{ ...testSlot(AT_2200, 45, 'PARTIAL'), roundId: 'round-1' }]);
    expect(nextRound(closed, [testLocalRound(AT_2200, { roundId: 'round-1' })], at(AT_2200, 44))).toBeNull();
    const elsewhere = testTour([{ ...testSlot(AT_2200, 45, 'IN_PROGRESS'), roundId: 'round-9' }]);
    expect(nextRound(elsewhere, [], at(AT_2200, 10))).toMatchObject({ state: 'in-progress', local: null });
  });

  it("gives Mes Missions' card the rounds to do now only", () => {
    const open = testTour([testSlot(AT_2200)]);
    const later = { ...testTour([testSlot(AT_0000)]), id: 'tour-2' };
    expect(roundsDueNow([open, later], [], at(AT_2200, 5)).map((due) => due.tour.id)).toEqual(['tour-1']);
  });
});
