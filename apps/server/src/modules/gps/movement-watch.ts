import type { FastifyBaseLogger } from 'fastify';
import { clockReasons, implausibleMovement, type Fix } from '@secops/domain/movement';
import type { Db, DbOrTx } from '../../db/client.ts';
import { findLastFix, flagAttendancesAt } from './movement.repository.ts';

/** Agents whose last fix is kept in memory; past it the memory starts again (the database is the fallback). */
const MAX_AGENTS = 20_000;

export type PlainFix = Omit<Fix, 'onDuty'>;

/**
 * Watches each agent's movement for implausible jumps (the domain's movement rule) and marks the attendance they
 * fall in as suspect. Every accepted position and clock fix is on duty. The agent's last fix is kept in memory per
 * process, so a steady stream costs no query; the first position of an agent in this process, during an
 * attendance, is compared with the database's last fix (positions and clock fixes); a clock-in or clock-out with
 * the later of both.
 */
export function createMovementWatch(deps: { db: Db; log: FastifyBaseLogger }) {
  const { db, log } = deps;
  const last = new Map<string, Fix>();

  const remember = (agentId: string, fix: Fix) => {
    const known = last.get(agentId);
    if (known && known.at > fix.at) return;
    if (!known && last.size >= MAX_AGENTS) last.clear();
    last.set(agentId, fix);
  };

  const flag = (agentId: string, at: number, reason: string) =>
    flagAttendancesAt(db, agentId, new Date(at), [reason]).catch((err: unknown) =>
      log.error({ err, agentId }, 'suspect attendance not marked'),
    );

  /** The earlier fix to compare a new one with when memory has none: the database's, during an attendance. */
  const fromDatabase = (agentId: string, at: number) =>
    findLastFix(db, agentId, new Date(at)).catch((err: unknown) => {
      log.error({ err, agentId }, 'last position not read');
      return null;
    });

  return {
    /**
     * A position accepted for the agent: compared with their previous fix, and the attendance covering it marked
     * suspect when the movement is implausible. Never fails (a failure is logged): the position is stored anyway.
     */
    async position(agentId: string, fix: PlainFix, inAttendance: boolean): Promise<void> {
      const next: Fix = { ...fix, onDuty: true };
      const known = last.get(agentId);
      remember(agentId, next);
      const previous = known ?? (inAttendance ? await fromDatabase(agentId, next.at) : null);
      const reason = previous && implausibleMovement(previous, next);
      if (reason) await flag(agentId, next.at, reason);
    },

    /** The reasons to mark a clock-in or clock-out suspect, against the agent's last fix; the fix is remembered. */
    async clock(tx: DbOrTx, agentId: string, fix: PlainFix, kind: 'in' | 'out'): Promise<string[]> {
      const next: Fix = { ...fix, onDuty: true };
      const stored = await findLastFix(tx, agentId, new Date(next.at));
      const known = last.get(agentId);
      const previous = known && known.at <= next.at && (!stored || known.at > stored.at) ? known : stored;
      remember(agentId, next);
      return clockReasons(previous, next, kind);
    },
  };
}
export type MovementWatch = ReturnType<typeof createMovementWatch>;
