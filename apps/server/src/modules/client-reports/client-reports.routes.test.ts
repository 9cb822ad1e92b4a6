import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REPORT_SETTINGS, type ClientReport, type SentReport } from '@secops/domain/client-reports';
import * as MSG from '@secops/domain/messages';
import { toParisDate } from '@secops/domain/planning';
import { clientReports } from '../../db/schema/index.ts';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedClient } from '../incidents/incidents-fixtures.ts';
import { clientReportJobOf } from './client-reports.routes.ts';

describe('activity report routes', () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let admin: TestUser;
  let supervisor: TestUser;
  let agent: TestUser;
  let clientA: string;
  let clientB: string;
  let userA: TestUser;
  let userB: TestUser;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: sink.url });
    const db = t.database.db;
    admin = await createUser(db, { role: 'ADMIN' });
    supervisor = await createUser(db, { role: 'SUPERVISOR' });
    agent = await createUser(db, { role: 'AGENT' });
    clientA = await seedClient(db, 'Syndic Lumière');
    clientB = await seedClient(db, 'Logistique Seine');
    userA = await createUser(db, { role: 'CLIENT', clientId: clientA });
    userB = await createUser(db, { role: 'CLIENT', clientId: clientB });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const call = async (user: TestUser | null, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      payload,
      headers: user ? await authHeader(t.app, user) : {},
    });
  const settings = (clientId: string) => `/api/clients/${clientId}/report-settings`;
  const weekly = {
    recipients: ['Direction@Lumiere.test', 'direction@lumiere.test'],
    frequency: 'WEEKLY',
    time: '07:30',
    weekday: 1,
  };

  /** A report written straight into the database, as the job leaves it. */
  async function seedReport(clientId: string, status: 'SENT' | 'PENDING' | 'FAILED', day = '2031-01-10') {
    const [row] = await t.database.db
      .insert(clientReports)
      .values({
        clientId,
        kind: 'MANUAL',
        periodStart: day,
        periodEnd: day,
        recipients: ['x@example.test'],
        status,
        sentAt: status === 'SENT' ? new Date() : null,
        pdf: Buffer.from(`%PDF-1.7 ${clientId}`),
      })
      .returning({ id: clientReports.id });
    return row!.id;
  }

  describe('report settings', () => {
    it('reads the defaults (off) for a client never set, then what staff saved, e-mails in lower case once', async () => {
      const client = await seedClient(t.database.db, 'Hôtel Régence');
      expect((await call(admin, 'GET', settings(client))).json()).toEqual(DEFAULT_REPORT_SETTINGS);
      const saved = await call(supervisor, 'PUT', settings(client), weekly);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ ...weekly, recipients: ['direction@lumiere.test'] });
      expect((await call(admin, 'GET', settings(client))).json()).toEqual(saved.json());
      const off = await call(admin, 'PUT', settings(client), {
        recipients: [],
        frequency: 'OFF',
        time: '07:00',
      });
      expect(off.json()).toEqual({ recipients: [], frequency: 'OFF', time: '07:00', weekday: null });
    });

    it('refuses bad settings with a French message', async () => {
      const cases: [object, string][] = [
        [{ ...weekly, weekday: null }, MSG.reportWeekdayInvalid],
        [{ ...weekly, weekday: 8 }, MSG.reportWeekdayInvalid],
        [{ ...weekly, time: '24:00' }, MSG.reportTimeInvalid],
        [{ ...weekly, frequency: 'MONTHLY' }, MSG.reportFrequencyInvalid],
        [{ ...weekly, frequency: 'DAILY', recipients: [] }, MSG.reportRecipientsRequired],
        [
          { ...weekly, recipients: Array.from({ length: 21 }, (_, i) => `r${i}@x.test`) },
          MSG.reportRecipientsTooMany,
        ],
      ];
      for (const [body, message] of cases) {
        const res = await call(admin, 'PUT', settings(clientA), body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(JSON.stringify(res.json())).toContain(message);
      }
      const email = await call(admin, 'PUT', settings(clientA), { ...weekly, recipients: ['pas-un-email'] });
      expect(email.statusCode).toBe(400);
      expect(email.json().code).toBeDefined();
      const extra = await call(admin, 'PUT', settings(clientA), { ...weekly, language: 'en' });
      expect(extra.statusCode).toBe(400);
    });

    it('answers 404 for an unknown client and 400 for a malformed id', async () => {
      expect((await call(admin, 'GET', settings(randomUUID()))).json()).toMatchObject({
        statusCode: 404,
        message: MSG.clientNotFound,
      });
      expect((await call(admin, 'PUT', settings(randomUUID()), weekly)).statusCode).toBe(404);
      expect((await call(admin, 'GET', settings('nope'))).statusCode).toBe(400);
    });

    it('is staff only: a guard and a client account get 403, nobody signed in 401', async () => {
      for (const user of [agent, userA]) {
        expect((await call(user, 'GET', settings(clientA))).statusCode).toBe(403);
        expect((await call(user, 'PUT', settings(clientA), weekly)).statusCode).toBe(403);
      }
      expect((await call(null, 'GET', settings(clientA))).statusCode).toBe(401);
    });
  });

  describe('sending a report at once and listing them', () => {
    it('answers 202 at once with the pending report, then e-mails each recipient its PDF and lists it as sent', async () => {
      await call(admin, 'PUT', settings(clientA), {
        recipients: ['gardien@lumiere.test', 'syndic@lumiere.test'],
        frequency: 'OFF',
        time: '07:00',
      });
      const day = toParisDate(new Date(Date.now() - 86_400_000));
      const res = await call(supervisor, 'POST', `/api/clients/${clientA}/reports/send`, { date: day });
      expect(res.statusCode).toBe(202);
      const report = res.json<SentReport>();
      expect(report).toMatchObject({
        kind: 'MANUAL',
        periodStart: day,
        periodEnd: day,
        recipients: ['gardien@lumiere.test', 'syndic@lumiere.test'],
        status: 'PENDING',
        pdfUrl: `/api/clients/${clientA}/reports/${report.id}/pdf`,
      });
      await clientReportJobOf(t.app).idle();
      const mails = sink.received.filter((m) => m.raw.includes(`rapport-activite-${day}.pdf`));
      expect(mails.map((m) => m.to).sort()).toEqual([['gardien@lumiere.test'], ['syndic@lumiere.test']]);
      expect(mails[0]?.raw).toContain('application/pdf');

      const list = (await call(admin, 'GET', `/api/clients/${clientA}/reports`)).json<SentReport[]>();
      expect(list[0]).toMatchObject({ id: report.id, status: 'SENT', attempts: 1, lastError: null });
      expect(list[0]?.sentAt).toEqual(expect.any(String));

      const pdf = await call(admin, 'GET', report.pdfUrl);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="rapport-activite-${day}.pdf"`);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('lists the newest first', async () => {
      const older = await seedReport(clientB, 'SENT', '2031-01-01');
      const newer = await seedReport(clientB, 'FAILED', '2031-01-02');
      const list = (await call(admin, 'GET', `/api/clients/${clientB}/reports`)).json<SentReport[]>();
      expect(list.map((r) => r.id).slice(0, 2)).toEqual([newer, older]);
    });

    it('refuses a day to come, a malformed day and a client without recipients', async () => {
      const tomorrow = toParisDate(new Date(Date.now() + 2 * 86_400_000));
      const future = await call(admin, 'POST', `/api/clients/${clientA}/reports/send`, { date: tomorrow });
      expect(future.json()).toMatchObject({
        statusCode: 400,
        code: 'REPORT_DATE_FUTURE',
        message: MSG.reportDateFuture,
      });
      for (const date of ['2031-02-30', '14/03/2031', '']) {
        expect((await call(admin, 'POST', `/api/clients/${clientA}/reports/send`, { date })).statusCode).toBe(
          400,
        );
      }
      expect((await call(admin, 'POST', `/api/clients/${clientA}/reports/send`, {})).statusCode).toBe(400);
      const bare = await seedClient(t.database.db, 'Sans destinataire');
      const none = await call(admin, 'POST', `/api/clients/${bare}/reports/send`, { date: '2026-01-05' });
      expect(none.json()).toMatchObject({
        statusCode: 409,
        code: 'REPORT_NO_RECIPIENTS',
        message: MSG.reportRecipientsRequired,
      });
    });

    it("answers 404 for an unknown client, and for a report through another client's path", async () => {
      expect((await call(admin, 'GET', `/api/clients/${randomUUID()}/reports`)).statusCode).toBe(404);
      const send = await call(admin, 'POST', `/api/clients/${randomUUID()}/reports/send`, {
        date: '2026-01-05',
      });
      expect(send.json()).toMatchObject({ statusCode: 404, message: MSG.clientNotFound });
      const ofB = await seedReport(clientB, 'SENT');
      const wrongPath = await call(admin, 'GET', `/api/clients/${clientA}/reports/${ofB}/pdf`);
      expect(wrongPath.json()).toMatchObject({ statusCode: 404, message: MSG.reportNotFound });
      expect((await call(admin, 'GET', `/api/clients/${clientB}/reports/${ofB}/pdf`)).statusCode).toBe(200);
      expect((await call(admin, 'GET', `/api/clients/${clientB}/reports/nope/pdf`)).statusCode).toBe(400);
    });

    it('answers 409 for the PDF of a report still being made', async () => {
      const [row] = await t.database.db
        .insert(clientReports)
        .values({
          clientId: clientB,
          kind: 'DAILY',
          periodStart: '2031-01-20',
          periodEnd: '2031-01-20',
          recipients: ['x@example.test'],
        })
        .returning({ id: clientReports.id });
      const res = await call(admin, 'GET', `/api/clients/${clientB}/reports/${row!.id}/pdf`);
      expect(res.json()).toMatchObject({
        statusCode: 409,
        code: 'REPORT_NOT_READY',
        message: MSG.reportPdfNotReady,
      });
    });

    it('is staff only', async () => {
      const ofA = await seedReport(clientA, 'SENT');
      for (const user of [agent, userA]) {
        expect((await call(user, 'GET', `/api/clients/${clientA}/reports`)).statusCode).toBe(403);
        expect((await call(user, 'GET', `/api/clients/${clientA}/reports/${ofA}/pdf`)).statusCode).toBe(403);
        const send = await call(user, 'POST', `/api/clients/${clientA}/reports/send`, { date: '2026-01-05' });
        expect(send.statusCode).toBe(403);
      }
    });
  });

  describe("the client's own reports", () => {
    it('lists only the reports sent to its own company, newest first, without recipients or errors', async () => {
      const sentA = await seedReport(clientA, 'SENT', '2031-02-01');
      const pendingA = await seedReport(clientA, 'PENDING', '2031-02-02');
      const failedA = await seedReport(clientA, 'FAILED', '2031-02-03');
      const sentB = await seedReport(clientB, 'SENT', '2031-02-04');
      const list = (await call(userA, 'GET', '/api/client/reports')).json<ClientReport[]>();
      const ids = list.map((r) => r.id);
      expect(ids).toContain(sentA);
      expect(ids).not.toContain(pendingA);
      expect(ids).not.toContain(failedA);
      expect(ids).not.toContain(sentB);
      expect(list.find((r) => r.id === sentA)).toEqual({
        id: sentA,
        kind: 'MANUAL',
        periodStart: '2031-02-01',
        periodEnd: '2031-02-01',
        sentAt: expect.any(String),
        pdfUrl: `/api/client/reports/${sentA}/pdf`,
      });
      expect(JSON.stringify(list)).not.toContain('x@example.test');
      expect(
        (await call(userB, 'GET', '/api/client/reports')).json<ClientReport[]>().map((r) => r.id),
      ).toContain(sentB);
    });

    it("downloads its own sent report's PDF; another company's, or one not sent, is 404", async () => {
      const sentA = await seedReport(clientA, 'SENT', '2031-03-01');
      const sentB = await seedReport(clientB, 'SENT', '2031-03-02');
      const pendingA = await seedReport(clientA, 'PENDING', '2031-03-03');
      const own = await call(userA, 'GET', `/api/client/reports/${sentA}/pdf`);
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('application/pdf');
      expect(own.rawPayload.toString()).toBe(`%PDF-1.7 ${clientA}`);
      for (const id of [sentB, pendingA, randomUUID()]) {
        expect((await call(userA, 'GET', `/api/client/reports/${id}/pdf`)).json()).toMatchObject({
          statusCode: 404,
          message: MSG.reportNotFound,
        });
      }
      expect((await call(userB, 'GET', `/api/client/reports/${sentA}/pdf`)).statusCode).toBe(404);
      expect((await call(userA, 'GET', '/api/client/reports/nope/pdf')).statusCode).toBe(400);
    });

    it('is for client accounts only: staff and guards get 403, nobody signed in 401', async () => {
      const sentA = await seedReport(clientA, 'SENT');
      for (const user of [admin, supervisor, agent]) {
        expect((await call(user, 'GET', '/api/client/reports')).statusCode).toBe(403);
        expect((await call(user, 'GET', `/api/client/reports/${sentA}/pdf`)).statusCode).toBe(403);
      }
      expect((await call(null, 'GET', '/api/client/reports')).statusCode).toBe(401);
    });
  });
});
