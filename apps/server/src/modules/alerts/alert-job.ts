import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ALERT_EVALUATION_MS } from '@secops/domain/alerts';
import type { Db } from '../../db/client.ts';
import { roundDeadlines, type DeadlinePass } from '../rounds/round-deadlines.ts';
import { alertSettings } from './alert-settings.service.ts';
import { evaluateAlertRules, type Evaluation } from './alert-rules.ts';

/** The advisory lock of a rule pass: with several processes, one evaluates at a time and the others skip. */
const LOCK = sql`select pg_try_advisory_xact_lock(hashtext('dispatch_alerts_rules')) as locked`;

/**
 * The rules that need a clock, every 30 s, and the rounds' deadlines. Each pass runs in one transaction under an advisory lock; the alerts'
 * unique keys make a pass run twice (a restart, a process that missed the lock's end) raise nothing twice.
 */
export function createAlertJob(deps: { db: Db; log: FastifyBaseLogger }) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  /**
   * One pass at `now` (tests give their clock): the alert rules, then the rounds whose window ended; null when another
   * process is evaluating.
   */
  async function runOnce(now = new Date()): Promise<(Evaluation & { rounds: DeadlinePass }) | null> {
    return deps.db.transaction(async (tx) => {
      const [row] = ((await tx.execute(LOCK)) as unknown as { rows: { locked: boolean }[] }).rows;
      if (!row?.locked) return null;
      const evaluation = await evaluateAlertRules(tx, await alertSettings(tx), now);
      return { ...evaluation, rounds: await roundDeadlines(tx, now) };
    });
  }

  return {
    runOnce,
    start(): void {
      timer ??= setInterval(() => {
        if (running) return;
        running = runOnce()
          .catch((err: unknown) => deps.log.error({ err }, 'alert rules failed'))
          .finally(() => (running = undefined));
      }, ALERT_EVALUATION_MS).unref();
    },
    async close(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type AlertJob = ReturnType<typeof createAlertJob>;
