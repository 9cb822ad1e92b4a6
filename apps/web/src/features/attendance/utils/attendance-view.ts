import { START_EARLY_MS, canResume } from '@secops/domain/attendance';
import type { ShiftBadge } from '@secops/domain/attendance-display';
import type { BadgeTone } from '../../../components/ui/badge.tsx';
import type { AgentShift } from '@secops/domain/planning.schemas';

export const BADGE_TONES: Record<ShiftBadge, BadgeTone> = {
  Terminé: 'neutral',
  Pointé: 'green',
  'En cours': 'blue',
  'À venir': 'yellow',
};

/** A shift can be clocked in from 1 hour before its start until its end, once. */
export const isStartable = (shift: AgentShift, now: Date): boolean =>
  shift.attendances.length === 0 &&
  now.getTime() >= new Date(shift.startAt).getTime() - START_EARLY_MS &&
  now.getTime() < new Date(shift.endAt).getTime();

/** The shift's hours worked so far, all its attendances together. */
export const shiftHours = (shift: AgentShift) =>
  shift.attendances.reduce(
    (sum, a) => ({ regular: sum.regular + a.regularHours, overtime: sum.overtime + a.overtimeHours }),
    { regular: 0, overtime: 0 },
  );

/** The attendance that may still be resumed (ended less than 10 minutes ago, shift not over), with its shift. */
export function resumable(shifts: AgentShift[], now: Date) {
  for (const shift of shifts) {
    const attendance = shift.attendances.find((a) => canResume(a, shift, now));
    if (attendance) return { shift, attendance };
  }
  return null;
}

/** "01:05:09" of a running attendance. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
