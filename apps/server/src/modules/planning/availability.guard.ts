import * as MSG from '@secops/domain/messages';
import { formatMessage } from '@secops/domain/format-message';
import { formatParisSlot, type Slot } from '@secops/domain/planning';
import { DELETE_ROLES } from '@secops/domain/roles';
import { UNAVAILABILITY_REASON_LABELS } from '@secops/domain/unavailability';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findApprovedBetween } from '../unavailability/unavailability.repository.ts';
import type { PlanningActor } from './working-time.guard.ts';

/**
 * Refuses (409 UNAVAILABLE) shifts that meet an approved unavailability of the agent, unless an ADMIN or SUPERADMIN
 * acknowledged it. The reason is named to them only ('Absent' otherwise: sickness is health data).
 */
export async function checkAgentAvailability(
  tx: Tx,
  agentId: string,
  slots: Slot[],
  actor: PlanningActor,
): Promise<void> {
  if (slots.length === 0) return;
  const span = {
    startAt: new Date(Math.min(...slots.map((s) => s.startAt.getTime()))),
    endAt: new Date(Math.max(...slots.map((s) => s.endAt.getTime()))),
  };
  const periods = await findApprovedBetween(tx, [agentId], span);
  const hit = periods.find((p) => slots.some((s) => s.startAt < p.endAt && s.endAt > p.startAt));
  if (!hit) return;
  const admin = DELETE_ROLES.includes(actor.role);
  if (actor.acknowledgeViolations && admin) return;
  const reason =
    admin || hit.reason !== 'SICK' ? UNAVAILABILITY_REASON_LABELS[hit.reason] : MSG.unavailabilityAbsent;
  const message = formatMessage(MSG.unavailabilityConflict, { reason, period: formatParisSlot(hit) });
  throw new AppError('UNAVAILABLE', 409, message);
}
