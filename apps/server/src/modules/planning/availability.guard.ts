import * as MSG from '@secops/domain/messages';
import { formatMessage } from '@secops/domain/format-message';
import { formatParisSlot, type Slot } from '@secops/domain/planning';
import { DELETE_ROLES } from '@secops/domain/roles';
import { UNAVAILABILITY_REASON_LABELS } from '@secops/domain/unavailability';
import type { ShiftOverride } from '@secops/domain/working-time';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findApprovedBetween } from '../unavailability/unavailability.repository.ts';
import type { PlanningActor } from './working-time.guard.ts';

/**
 * Refuses (409 UNAVAILABLE) shifts that meet an approved unavailability of the agent, unless an ADMIN or SUPERADMIN
 * acknowledged it. The reason is named to them only ('Absent' otherwise: sickness is health data). Acknowledged, the
 * unavailability is answered to be kept on the shift, as 'Absent' for sickness (staff of every rank read the shift).
 */
export async function checkAgentAvailability(
  tx: Tx,
  agentId: string,
  slots: Slot[],
  actor: PlanningActor,
): Promise<ShiftOverride | null> {
  if (slots.length === 0) return null;
  const span = {
    startAt: new Date(Math.min(...slots.map((s) => s.startAt.getTime()))),
    endAt: new Date(Math.max(...slots.map((s) => s.endAt.getTime()))),
  };
  const periods = await findApprovedBetween(tx, [agentId], span);
  const hit = periods.find((p) => slots.some((s) => s.startAt < p.endAt && s.endAt > p.startAt));
  if (!hit) return null;
  const admin = DELETE_ROLES.includes(actor.role);
  const named = (shown: boolean) =>
    formatMessage(MSG.unavailabilityConflict, {
      reason:
        shown || hit.reason !== 'SICK' ? UNAVAILABILITY_REASON_LABELS[hit.reason] : MSG.unavailabilityAbsent,
      period: formatParisSlot(hit),
    });
  if (actor.acknowledgeViolations && admin) return { rule: 'UNAVAILABLE', message: named(false) };
  throw new AppError('UNAVAILABLE', 409, named(admin));
}

/** What a shift keeps of what was acknowledged when saving it: its unavailability, then the broken rules (or null). */
export function acknowledgedOverrides(
  unavailable: ShiftOverride | null,
  violations: readonly ShiftOverride[] | null,
): ShiftOverride[] | null {
  const all = [...(unavailable ? [unavailable] : []), ...(violations ?? [])];
  return all.length > 0 ? all : null;
}
