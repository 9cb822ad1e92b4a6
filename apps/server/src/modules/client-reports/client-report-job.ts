import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ReportStatus } from '@secops/domain/client-reports';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mail.ts';
import { buildReportPdf, reportMail } from './client-report.builder.ts';
import {
  claimDueReports,
  findReportForDelivery,
  insertReport,
  markDelivered,
  markFailed,
  markSent,
  saveReportPdf,
  scheduledSettings,
} from './client-reports.repository.ts';
import { dueReport, retryAt } from './report-schedule.ts';

/** The advisory lock of a pass: with several processes, one makes and takes the due reports at a time. */
const LOCK = sql`select pg_try_advisory_xact_lock(hashtext('client_activity_reports')) as locked`;
const REPORT_PASS_MS = 60_000;
/** How long a report taken by a pass is kept from the others: past it, a process that died sending it is replaced. */
const LEASE_MS = 10 * 60_000;

export type ReportPass = { created: number; sent: number; retrying: number; failed: number };

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The activity reports' job, every minute and at start: under an advisory lock, it writes the row of each client's
 * report due now (its unique index makes it once per period, whatever the number of processes) and takes the reports
 * whose attempt is due; then, outside any transaction, renders each one's PDF once and e-mails it to each recipient
 * not served yet. A failure is tried again after REPORT_RETRY_BASE_MS × 2^(attempt − 1), up to REPORT_MAX_ATTEMPTS.
 */
export function createClientReportJob(deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger }) {
  const { db, mailer, log } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const background = new Set<Promise<unknown>>();

  /** One attempt at a report taken by this process; its status afterwards. */
  async function attempt(id: string, now: Date): Promise<ReportStatus> {
    const report = await findReportForDelivery(db, id);
    if (!report) return 'FAILED';
    try {
      let pdf = report.pdf;
      if (!pdf) {
        pdf = await buildReportPdf(db, report, now);
        await saveReportPdf(db, id, pdf);
      }
      const errors: string[] = [];
      for (const to of report.recipients.filter((r) => !report.deliveredTo.includes(r))) {
        try {
          await mailer.deliver(reportMail(report, to, pdf));
          await markDelivered(db, id, to);
        } catch (error) {
          errors.push(`${to} : ${reasonOf(error)}`);
        }
      }
      if (errors.length > 0) throw new Error(errors.join(' ; '));
      await markSent(db, id, now);
      return 'SENT';
    } catch (error) {
      const next = retryAt(report.attempts, now);
      await markFailed(db, id, reasonOf(error), next);
      log.warn(
        { reportId: id, attempts: report.attempts, retryAt: next, err: error },
        "échec de l'envoi d'un rapport d'activité",
      );
      return next ? 'PENDING' : 'FAILED';
    }
  }

  /** One pass at `now` (tests give their clock); null when another process holds the lock. */
  async function runOnce(now = new Date()): Promise<ReportPass | null> {
    const taken = await db.transaction(async (tx) => {
      const [row] = ((await tx.execute(LOCK)) as unknown as { rows: { locked: boolean }[] }).rows;
      if (!row?.locked) return null;
      let created = 0;
      for (const settings of await scheduledSettings(tx)) {
        const due = dueReport(settings, now);
        if (!due) continue;
        const report = {
          clientId: settings.clientId,
          ...due,
          recipients: settings.recipients,
          nextAttemptAt: now,
        };
        if (await insertReport(tx, report)) created += 1;
      }
      return { created, ids: await claimDueReports(tx, now, new Date(now.getTime() + LEASE_MS)) };
    });
    if (!taken) return null;
    const pass: ReportPass = { created: taken.created, sent: 0, retrying: 0, failed: 0 };
    for (const id of taken.ids) {
      const status = await attempt(id, now);
      if (status === 'SENT') pass.sent += 1;
      else if (status === 'PENDING') pass.retrying += 1;
      else pass.failed += 1;
    }
    return pass;
  }

  /** Sends a report just made ("Envoyer maintenant") in the background: the caller does not wait for the mail server. */
  function sendSoon(id: string): void {
    const task: Promise<void> = (async () => {
      const now = new Date();
      const [taken] = await claimDueReports(db, now, new Date(now.getTime() + LEASE_MS), id);
      if (taken) await attempt(taken, now);
    })()
      .catch((err: unknown) => log.error({ err, reportId: id }, "échec de l'envoi d'un rapport d'activité"))
      .finally(() => background.delete(task));
    background.add(task);
  }

  async function idle(): Promise<void> {
    while (background.size > 0) await Promise.all([...background]);
  }

  const tick = () => {
    if (running) return;
    running = runOnce()
      .catch((err: unknown) => log.error({ err }, "échec du passage des rapports d'activité"))
      .finally(() => (running = undefined));
  };

  return {
    runOnce,
    sendSoon,
    /** Resolves once the reports sent in the background so far are done (shutdown, tests). */
    idle,
    start(): void {
      if (timer) return;
      tick();
      timer = setInterval(tick, REPORT_PASS_MS).unref();
    },
    async close(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await running;
      await idle();
    },
  };
}

export type ClientReportJob = ReturnType<typeof createClientReportJob>;
