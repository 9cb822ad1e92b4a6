import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MAX_ATTEMPTS, REPORT_RETRY_BASE_MS } from '@secops/domain/client-reports';
import { clientReports, clientReportSettings } from '../../db/schema/index.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { startTcpProxy } from '../../test/tcp-proxy.ts';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/test-app.ts';
import { seedClient } from '../incidents/incidents-fixtures.ts';
import { clientReportJobOf } from './client-reports.routes.ts';
import { dueReport } from './report-schedule.ts';

/**
 * The job's clock: Friday 14 March 2031, 07:30 in Paris (winter time), years after the real time, so that the job
 * running by itself in these apps never takes the reports made here.
 */
const T = new Date('2031-03-14T06:30:00Z');
const DAY = '2031-03-13';
const later = (ms: number) => new Date(T.getTime() + ms);

async function daily(t: TestApp, clientId: string, recipients: string[]) {
  await t.database.db
    .insert(clientReportSettings)
    .values({ clientId, recipients, frequency: 'DAILY', time: '07:00' });
}
const reportsOf = (t: TestApp, clientId: string) =>
  t.database.db
    .select()
    .from(clientReports)
    .where(and(eq(clientReports.clientId, clientId), eq(clientReports.periodStart, DAY)));

describe('the activity report job across two processes', () => {
  let t: TestApp;
  let second: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: sink.url });
    second = await createTestApp({ SMTP_URL: sink.url }, { database: t.database });
  });
  afterAll(async () => {
    await second.close();
    await t.close();
    await sink.close();
  });

  it('makes and sends the period report exactly once when both run the job at the same time, and again later', async () => {
    const client = await seedClient(t.database.db, 'Syndic Lumière');
    await daily(t, client, ['gardien@lumiere.test', 'syndic@lumiere.test']);
    const jobs = [clientReportJobOf(t.app), clientReportJobOf(second.app)];
    expect(jobs[0]).not.toBe(jobs[1]);

    const passes = await Promise.all(jobs.map((job) => job.runOnce(T)));
    expect(passes.reduce((sum, pass) => sum + (pass?.created ?? 0), 0)).toBe(1);
    expect(passes.reduce((sum, pass) => sum + (pass?.sent ?? 0), 0)).toBe(1);
    const [report] = await reportsOf(t, client);
    expect(await reportsOf(t, client)).toHaveLength(1);
    expect(report).toMatchObject({ kind: 'DAILY', periodEnd: DAY, status: 'SENT', attempts: 1, sentAt: T });
    expect(report?.deliveredTo.sort()).toEqual(['gardien@lumiere.test', 'syndic@lumiere.test']);
    const mails = () => sink.received.filter((m) => m.raw.includes(`rapport-activite-${DAY}.pdf`));
    expect(
      mails()
        .map((m) => m.to[0])
        .sort(),
    ).toEqual(['gardien@lumiere.test', 'syndic@lumiere.test']);

    // Every minute after, in both processes: nothing more for that day.
    await Promise.all(jobs.flatMap((job) => [job.runOnce(later(60_000)), job.runOnce(later(120_000))]));
    expect(await reportsOf(t, client)).toHaveLength(1);
    expect(mails()).toHaveLength(2);

    // The next morning, the next day's report.
    await Promise.all(jobs.map((job) => job.runOnce(later(86_400_000))));
    const next = await t.database.db
      .select()
      .from(clientReports)
      .where(and(eq(clientReports.clientId, client), eq(clientReports.periodStart, '2031-03-14')));
    expect(next).toHaveLength(1);
  });

  it('sends nothing before the time of day, for a report off, or without recipients', async () => {
    const early = await seedClient(t.database.db, 'Tôt');
    await t.database.db
      .insert(clientReportSettings)
      .values({ clientId: early, recipients: ['a@x.test'], frequency: 'DAILY', time: '08:00' });
    const off = await seedClient(t.database.db, 'Éteint');
    await t.database.db
      .insert(clientReportSettings)
      .values({ clientId: off, recipients: ['b@x.test'], frequency: 'OFF', time: '07:00' });
    const nobody = await seedClient(t.database.db, 'Personne');
    await daily(t, nobody, []);
    await clientReportJobOf(t.app).runOnce(T);
    for (const client of [early, off, nobody]) expect(await reportsOf(t, client)).toEqual([]);
  });
});

describe('the activity report job when the mail server fails', () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(sink.url).port) });
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${proxy.port}` });
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
    await sink.close();
  });
  const mailsFor = (to: string) =>
    sink.received.filter((m) => m.to.includes(to) && m.raw.includes(`rapport-activite-${DAY}.pdf`));

  it('tries again after the backoff, then sends it once the server is back', async () => {
    const client = await seedClient(t.database.db, 'Résidence Tilleuls');
    await daily(t, client, ['retry@tilleuls.test']);
    const job = clientReportJobOf(t.app);
    proxy.cut();
    expect(await job.runOnce(T)).toMatchObject({ created: 1, sent: 0, retrying: 1 });
    const [failed] = await reportsOf(t, client);
    expect(failed).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      nextAttemptAt: later(REPORT_RETRY_BASE_MS),
    });
    expect(failed?.lastError).toContain('retry@tilleuls.test');
    expect(failed?.pdf).not.toBeNull();

    proxy.restore();
    // Before the wait is over, nothing is tried.
    expect(await job.runOnce(later(REPORT_RETRY_BASE_MS - 1_000))).toMatchObject({ sent: 0, retrying: 0 });
    expect(mailsFor('retry@tilleuls.test')).toHaveLength(0);
    expect(await job.runOnce(later(REPORT_RETRY_BASE_MS))).toMatchObject({ sent: 1 });
    const [sent] = await reportsOf(t, client);
    expect(sent).toMatchObject({ status: 'SENT', attempts: 2, lastError: null, nextAttemptAt: null });
    expect(mailsFor('retry@tilleuls.test')).toHaveLength(1);
  });

  it('sends a retry only to the recipients not served yet', async () => {
    const client = await seedClient(t.database.db, 'Entrepôt Nord');
    await daily(t, client, ['served@nord.test', 'missed@nord.test']);
    const job = clientReportJobOf(t.app);
    proxy.cut();
    await job.runOnce(T);
    proxy.restore();
    // As if the first recipient had been served before the server failed.
    await t.database.db
      .update(clientReports)
      .set({ deliveredTo: ['served@nord.test'] })
      .where(eq(clientReports.clientId, client));
    await job.runOnce(later(REPORT_RETRY_BASE_MS));
    expect(mailsFor('served@nord.test')).toHaveLength(0);
    expect(mailsFor('missed@nord.test')).toHaveLength(1);
    expect((await reportsOf(t, client))[0]?.status).toBe('SENT');
  });

  it('waits twice as long after each failure and leaves the report FAILED after the last attempt', async () => {
    const client = await seedClient(t.database.db, 'Parking Sud');
    await daily(t, client, ['down@sud.test']);
    const job = clientReportJobOf(t.app);
    proxy.cut();
    let now = T;
    for (let attempt = 1; attempt <= REPORT_MAX_ATTEMPTS; attempt += 1) {
      await job.runOnce(now);
      const [report] = await reportsOf(t, client);
      expect(report?.attempts).toBe(attempt);
      if (attempt < REPORT_MAX_ATTEMPTS) {
        const wait = REPORT_RETRY_BASE_MS * 2 ** (attempt - 1);
        expect(report).toMatchObject({ status: 'PENDING', nextAttemptAt: new Date(now.getTime() + wait) });
        now = new Date(now.getTime() + wait);
      } else {
        expect(report).toMatchObject({ status: 'FAILED', nextAttemptAt: null });
      }
    }
    proxy.restore();
    await job.runOnce(new Date(now.getTime() + 86_400_000 - 60_000));
    expect((await reportsOf(t, client))[0]).toMatchObject({
      status: 'FAILED',
      attempts: REPORT_MAX_ATTEMPTS,
    });
    expect(mailsFor('down@sud.test')).toHaveLength(0);
  });
});

describe('the activity report job in a running server', () => {
  it('makes the report due by itself at start, without any request', async () => {
    const { database, drop } = await createTestDatabase();
    const sink = await startSmtpSink();
    try {
      const client = await seedClient(database.db, 'Hôtel Horloge');
      await database.db
        .insert(clientReportSettings)
        .values({ clientId: client, recipients: ['horloge@hotel.test'], frequency: 'DAILY', time: '00:00' });
      const due = dueReport({ frequency: 'DAILY', time: '00:00', weekday: null }, new Date());
      expect(due).not.toBeNull();
      const server = await createTestApp({ SMTP_URL: sink.url }, { database, timedJobs: true });
      try {
        const reports = () =>
          database.db.select().from(clientReports).where(eq(clientReports.clientId, client));
        await expect.poll(async () => (await reports())[0]?.status, { timeout: 10_000 }).toBe('SENT');
        expect(await reports()).toMatchObject([
          { periodStart: due?.periodStart, deliveredTo: ['horloge@hotel.test'] },
        ]);
        expect(sink.received.filter((m) => m.to.includes('horloge@hotel.test'))).toHaveLength(1);
      } finally {
        await server.close();
      }
    } finally {
      await sink.close();
      await drop();
    }
  });
});
