import * as MSG from '@secops/domain/messages';
import type { Slot } from '@secops/domain/planning';
import { DELETE_ROLES, type Role } from '@secops/domain/roles';
import {
  checkWorkingTime,
  WORKING_TIME_HORIZON_MS,
  type WorkingTimeViolation,
} from '@secops/domain/working-time';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { workingTimeSettings } from '../settings/working-time-settings.service.ts';
import { findAgentShiftsBetween } from './planning.repository.ts';

/** Who writes the shifts, and whether they confirmed saving them over the working-time rules. */
export type PlanningActor = { role: Role; acknowledgeViolations?: boolean };

/** 409 WORKING_TIME with the rules broken; the message names them, for a toast. */
function refused(violations: WorkingTimeViolation[], message: string = MSG.workingTimeRefused) {
  const list = violations.map((v) => v.message).join(' ; ');
  return new AppError('WORKING_TIME', 409, `${message} : ${list}`, {}, { violations });
}

/**
 * Checks an agent's planned `slots` against the working-time rules, with the agent's other shifts (those in
 * `replacing`, the slots' own former versions, left out). Without a breach: null. With one: refused (409), unless an
 * ADMIN or SUPERADMIN acknowledged it; then the violations, kept on the shifts (and so in the audit log).
 */
export async function checkAgentWorkingTime(
  tx: Tx,
  agentId: string,
  slots: Slot[],
  actor: PlanningActor,
  replacing: ReadonlySet<string> = new Set(),
): Promise<WorkingTimeViolation[] | null> {
  if (slots.length === 0) return null;
  const starts = slots.map((s) => s.startAt.getTime());
  const ends = slots.map((s) => s.endAt.getTime());
  const around = {
    startAt: new Date(Math.min(...starts) - WORKING_TIME_HORIZON_MS),
    endAt: new Date(Math.max(...ends) + WORKING_TIME_HORIZON_MS),
  };
  const others = (await findAgentShiftsBetween(tx, agentId, around)).filter((s) => !replacing.has(s.id));
  const violations = checkWorkingTime(others, slots, await workingTimeSettings(tx));
  if (violations.length === 0) return null;
  if (!actor.acknowledgeViolations) throw refused(violations);
  if (!DELETE_ROLES.includes(actor.role)) throw refused(violations, MSG.workingTimeAcknowledgeForbidden);
  return violations;
}
