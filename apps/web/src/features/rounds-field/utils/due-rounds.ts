import type { Tour, TourSlot } from '@secops/domain/rounds';
import type { LocalRound } from '../stores/local-rounds-store.ts';

export type RoundDue = { tour: Tour; slot: TourSlot } & (
  | /** Started: on this phone (`local`), or on the server (by this guard elsewhere, or by another). */
    { state: 'in-progress'; local: LocalRound | null }
    /** Not started, its window open now: "Commencer la ronde". */
  | { state: 'open' }
  /** Not started, its window opens later. */
  | { state: 'upcoming' }
);

/**
 * How long after its window a round started on the phone is still shown in progress: the server closes it at the end
 * of its window but still takes its scans (flagged LATE) and its end.
 */
export const LATE_GRACE_MS = 30 * 60 * 1000;

const NOT_ENDED = new Set<TourSlot['status']>(['PLANNED', 'IN_PROGRESS']);
const ms = (iso: string): number => Date.parse(iso);
const isSlotOf = (slot: TourSlot, local: LocalRound): boolean =>
  ms(slot.scheduledAt) === ms(local.scheduledAt) ||
  (local.roundId !== null && local.roundId === slot.roundId);

/** The phone's round of this tour still under way: not ended on the phone, nor by the server, nor long overdue. */
function runningRound(slots: readonly TourSlot[], locals: readonly LocalRound[], now: number) {
  const endedOnServer = (round: LocalRound) =>
    slots.some(
      (slot) => slot.roundId !== null && slot.roundId === round.roundId && !NOT_ENDED.has(slot.status),
    );
  return locals.find(
    (round) =>
      round.finishedAt === null && !endedOnServer(round) && now < ms(round.windowEndsAt) + LATE_GRACE_MS,
  );
}

/**
 * The round a tour asks of the guard now: the one in progress (on this phone, else on the server), else the round of
 * the latest scheduled time whose window is open (the one the server starts) if nobody started it, else the next to
 * come; null when none is due in the next 24 h. A round this phone ended counts as ended even while the server's
 * list, read before, still says otherwise.
 */
export function nextRound(tour: Tour, mine: readonly LocalRound[], now: number): RoundDue | null {
  const locals = mine.filter((round) => round.tourId === tour.id);
  const slots = [...tour.slots].sort((a, b) => ms(a.scheduledAt) - ms(b.scheduledAt));
  const running = runningRound(slots, locals, now);
  if (running) {
    const slot = slots.find((candidate) => isSlotOf(candidate, running)) ?? {
      scheduledAt: running.scheduledAt,
      windowEndsAt: running.windowEndsAt,
      roundId: running.roundId,
      status: 'IN_PROGRESS' as const,
    };
    return { tour, slot, state: 'in-progress', local: running };
  }
  const endedHere = (slot: TourSlot) => locals.some((round) => isSlotOf(slot, round));
  const started = slots.find((slot) => slot.status === 'IN_PROGRESS' && !endedHere(slot));
  if (started) return { tour, slot: started, state: 'in-progress', local: null };
  const current = slots.filter((slot) => ms(slot.scheduledAt) <= now && now < ms(slot.windowEndsAt)).at(-1);
  if (current && current.status === 'PLANNED' && !endedHere(current))
    return { tour, slot: current, state: 'open' };
  const upcoming = slots.find((slot) => ms(slot.scheduledAt) > now && slot.status === 'PLANNED');
  return upcoming ? { tour, slot: upcoming, state: 'upcoming' } : null;
}

/** The rounds to do now across tours (Mes Missions' card): started and not ended, or open. */
export const roundsDueNow = (tours: readonly Tour[], mine: readonly LocalRound[], now: number): RoundDue[] =>
  tours.flatMap((tour) => {
    const due = nextRound(tour, mine, now);
    return due && due.state !== 'upcoming' ? [due] : [];
  });
