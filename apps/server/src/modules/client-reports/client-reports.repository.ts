import { and, asc, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type {
  ReportFrequency,
  ReportKind,
  ReportSettings,
  ReportStatus,
} from '@secops/domain/client-reports';
import type { DbOrTx } from '../../db/client.ts';
import { clientReports, clientReportSettings, clients, missions } from '../../db/schema/index.ts';

/** How many reports a client's list shows, newest first (a daily report for a year and then some). */
const LIST_LIMIT = 400;
/** How many due reports one pass takes at most; the next pass takes the rest. */
const CLAIM_LIMIT = 50;

/** The check constraint keeps `frequency` to the known ones. */
export type SettingsRow = Omit<typeof clientReportSettings.$inferSelect, 'frequency'> & {
  frequency: ReportFrequency;
};
export type ReportListRow = {
  id: string;
  clientId: string;
  kind: ReportKind;
  periodStart: string;
  periodEnd: string;
  recipients: string[];
  status: ReportStatus;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
  createdAt: Date;
};
export type ReportForDelivery = ReportListRow & {
  deliveredTo: string[];
  clientName: string;
  pdf: Buffer | null;
};

const listColumns = {
  id: clientReports.id,
  clientId: clientReports.clientId,
  kind: sql<ReportKind>`${clientReports.kind}`,
  periodStart: clientReports.periodStart,
  periodEnd: clientReports.periodEnd,
  recipients: clientReports.recipients,
  status: sql<ReportStatus>`${clientReports.status}`,
  attempts: clientReports.attempts,
  lastError: clientReports.lastError,
  sentAt: clientReports.sentAt,
  createdAt: clientReports.createdAt,
};

// PGlite reads a bytea as a Uint8Array, node-postgres as a Buffer.
const asBuffer = (bytes: Uint8Array | null): Buffer | null => (bytes ? Buffer.from(bytes) : null);

export async function findClientName(db: DbOrTx, clientId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId));
  return row?.name;
}

const settingsColumns = {
  clientId: clientReportSettings.clientId,
  recipients: clientReportSettings.recipients,
  frequency: sql<ReportFrequency>`${clientReportSettings.frequency}`,
  time: clientReportSettings.time,
  weekday: clientReportSettings.weekday,
  updatedAt: clientReportSettings.updatedAt,
};

export async function findSettings(db: DbOrTx, clientId: string): Promise<SettingsRow | undefined> {
  const [row] = await db
    .select(settingsColumns)
    .from(clientReportSettings)
    .where(eq(clientReportSettings.clientId, clientId));
  return row;
}

export async function saveSettings(
  db: DbOrTx,
  clientId: string,
  settings: ReportSettings,
): Promise<SettingsRow> {
  const values = {
    recipients: settings.recipients,
    frequency: settings.frequency,
    time: settings.time,
    weekday: settings.weekday ?? null,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(clientReportSettings)
    .values({ clientId, ...values })
    .onConflictDoUpdate({ target: clientReportSettings.clientId, set: values })
    .returning(settingsColumns);
  if (!row) throw new Error('client_report_settings upsert returned no row');
  return row;
}

/** The settings of every client whose report is on and has recipients. */
export function scheduledSettings(db: DbOrTx): Promise<SettingsRow[]> {
  return db
    .select(settingsColumns)
    .from(clientReportSettings)
    .where(
      and(
        ne(clientReportSettings.frequency, 'OFF'),
        gt(sql`cardinality(${clientReportSettings.recipients})`, 0),
      ),
    );
}

export type NewReport = {
  clientId: string;
  kind: ReportKind;
  periodStart: string;
  periodEnd: string;
  recipients: string[];
  nextAttemptAt: Date;
  requestedBy?: string | null;
  pdf?: Buffer | null;
};

/** A new report; null when the period's scheduled report already exists (its unique index: exactly once). */
export async function insertReport(db: DbOrTx, report: NewReport): Promise<ReportListRow | null> {
  const [row] = await db.insert(clientReports).values(report).onConflictDoNothing().returning(listColumns);
  return row ?? null;
}

/**
 * Takes the reports due at `now` (pending, their next attempt reached): each counts an attempt and is held until
 * `leaseUntil`, so that no other pass or process takes it meanwhile; a process that dies holding one leaves it to be
 * taken again then. `id` takes that report only.
 */
export async function claimDueReports(
  db: DbOrTx,
  now: Date,
  leaseUntil: Date,
  id?: string,
): Promise<string[]> {
  const only = id ? sql`and id = ${id}` : sql``;
  const result = await db.execute(sql`
    update client_reports set attempts = attempts + 1, next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
    where id in (
      select id from client_reports
      where status = 'PENDING' and next_attempt_at <= ${now.toISOString()}::timestamptz ${only}
      order by next_attempt_at limit ${CLAIM_LIMIT}
      for update skip locked)
    returning id`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

export async function findReportForDelivery(db: DbOrTx, id: string): Promise<ReportForDelivery | undefined> {
  const [row] = await db
    .select({
      ...listColumns,
      deliveredTo: clientReports.deliveredTo,
      clientName: clients.name,
      pdf: clientReports.pdf,
    })
    .from(clientReports)
    .innerJoin(clients, eq(clients.id, clientReports.clientId))
    .where(eq(clientReports.id, id));
  return row ? { ...row, pdf: asBuffer(row.pdf) } : undefined;
}

export async function saveReportPdf(db: DbOrTx, id: string, pdf: Buffer): Promise<void> {
  await db.update(clientReports).set({ pdf }).where(eq(clientReports.id, id));
}

/** One recipient served: a retry sends to the others only. */
export async function markDelivered(db: DbOrTx, id: string, to: string): Promise<void> {
  await db
    .update(clientReports)
    .set({ deliveredTo: sql`array_append(${clientReports.deliveredTo}, ${to}::text)` })
    .where(and(eq(clientReports.id, id), sql`not (${to}::text = any(${clientReports.deliveredTo}))`));
}

export async function markSent(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db
    .update(clientReports)
    .set({ status: 'SENT', sentAt: now, nextAttemptAt: null, lastError: null })
    .where(eq(clientReports.id, id));
}

/** A failed attempt: tried again at `retryAt`, or left FAILED when it is null. */
export async function markFailed(db: DbOrTx, id: string, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(clientReports)
    .set({ status: retryAt ? 'PENDING' : 'FAILED', nextAttemptAt: retryAt, lastError: error })
    .where(eq(clientReports.id, id));
}

/** A client's reports, newest first, without their PDFs; `sentOnly` for the client's own list. */
export function listReports(db: DbOrTx, clientId: string, sentOnly = false): Promise<ReportListRow[]> {
  return db
    .select(listColumns)
    .from(clientReports)
    .where(and(eq(clientReports.clientId, clientId), sentOnly ? eq(clientReports.status, 'SENT') : undefined))
    .orderBy(desc(clientReports.createdAt), desc(clientReports.id))
    .limit(LIST_LIMIT);
}

/** A report of this client (sent only, for the client itself) with its PDF; undefined when there is none. */
export async function findReportPdf(
  db: DbOrTx,
  clientId: string,
  id: string,
  sentOnly = false,
): Promise<{ periodStart: string; periodEnd: string; pdf: Buffer | null } | undefined> {
  const [row] = await db
    .select({
      periodStart: clientReports.periodStart,
      periodEnd: clientReports.periodEnd,
      pdf: clientReports.pdf,
    })
    .from(clientReports)
    .where(
      and(
        eq(clientReports.id, id),
        eq(clientReports.clientId, clientId),
        sentOnly ? eq(clientReports.status, 'SENT') : undefined,
      ),
    );
  return row ? { ...row, pdf: asBuffer(row.pdf) } : undefined;
}

/** The client's missions whose period meets [start, end), in the order they started. */
export function activeMissions(
  db: DbOrTx,
  clientId: string,
  start: Date,
  end: Date,
): Promise<{ id: string; title: string; address: string | null }[]> {
  return db
    .select({ id: missions.id, title: missions.title, address: missions.locationAddress })
    .from(missions)
    .where(and(eq(missions.clientId, clientId), lt(missions.startAt, end), gt(missions.endAt, start)))
    .orderBy(asc(missions.startAt), asc(missions.title));
}
