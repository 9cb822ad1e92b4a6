import { z } from 'zod';
import { EmailSchema } from './auth.ts';
import * as MSG from './messages.ts';
import { CalendarDay } from './planning.schemas.ts';
import { strictBody } from './validation.ts';

/**
 * The activity report (rapport d'activité) a client company receives by e-mail: a PDF of the previous Paris calendar
 * day (DAILY) or the previous Monday–Sunday (WEEKLY), sent at the chosen Paris time, once per period whatever the
 * number of server processes, and retried with backoff when the mail server fails. MANUAL is "Envoyer maintenant".
 */
export const REPORT_FREQUENCIES = ['DAILY', 'WEEKLY', 'OFF'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];
export const REPORT_KINDS = ['DAILY', 'WEEKLY', 'MANUAL'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_FREQUENCY_LABELS: Record<ReportFrequency, string> = {
  DAILY: 'Quotidien',
  WEEKLY: 'Hebdomadaire',
  OFF: 'Désactivé',
};
export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  DAILY: 'Quotidien',
  WEEKLY: 'Hebdomadaire',
  MANUAL: 'Envoi manuel',
};
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  PENDING: 'En attente',
  SENT: 'Envoyé',
  FAILED: 'Échec',
};
/** 1 = lundi … 7 = dimanche (ISO). */
export const WEEKDAY_LABELS = [
  'lundi',
  'mardi',
  'mercredi',
  'jeudi',
  'vendredi',
  'samedi',
  'dimanche',
] as const;

export const REPORT_RECIPIENTS_MAX = 20;
/** Attempts at sending a report before it is left FAILED; waits between them grow (1, 2, 4, 8 min…). */
export const REPORT_MAX_ATTEMPTS = 6;
export const REPORT_RETRY_BASE_MS = 60_000;
export const REPORT_DEFAULT_TIME = '07:00';

const TimeOfDay = z
  .string({ error: MSG.reportTimeInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: MSG.reportTimeInvalid });

/** GET/PUT /api/clients/{id}/report-settings (staff). A weekly report needs its weekday. */
export const ReportSettingsSchema = strictBody({
  recipients: z
    .array(EmailSchema)
    .max(REPORT_RECIPIENTS_MAX, MSG.reportRecipientsTooMany)
    .transform((list) => [...new Set(list.map((e) => e.toLowerCase()))]),
  frequency: z.enum(REPORT_FREQUENCIES, { error: MSG.reportFrequencyInvalid }),
  time: TimeOfDay,
  weekday: z
    .number({ error: MSG.reportWeekdayInvalid })
    .int()
    .min(1, MSG.reportWeekdayInvalid)
    .max(7, MSG.reportWeekdayInvalid)
    .nullish(),
})
  .refine((v) => v.frequency !== 'WEEKLY' || (v.weekday ?? null) !== null, {
    message: MSG.reportWeekdayInvalid,
    path: ['weekday'],
  })
  .refine((v) => v.frequency === 'OFF' || v.recipients.length > 0, {
    message: MSG.reportRecipientsRequired,
    path: ['recipients'],
  });
export type ReportSettings = z.infer<typeof ReportSettingsSchema>;
export type ReportSettingsInput = z.input<typeof ReportSettingsSchema>;

export const ReportSettingsViewSchema = z.object({
  recipients: z.array(z.string()),
  frequency: z.enum(REPORT_FREQUENCIES),
  time: z.string(),
  weekday: z.number().nullable(),
});
export type ReportSettingsView = z.infer<typeof ReportSettingsViewSchema>;

export const DEFAULT_REPORT_SETTINGS: ReportSettingsView = {
  recipients: [],
  frequency: 'OFF',
  time: REPORT_DEFAULT_TIME,
  weekday: null,
};

/** POST /api/clients/{id}/reports/send: the report of one Paris calendar day, sent at once. */
export const ReportSendSchema = strictBody({ date: CalendarDay });
export type ReportSend = z.infer<typeof ReportSendSchema>;

/** GET /api/clients/{id}/reports (staff): what was sent, when, to whom. */
export const SentReportSchema = z.object({
  id: z.string(),
  kind: z.enum(REPORT_KINDS),
  /** The period covered, Paris calendar days, both included. */
  periodStart: z.string(),
  periodEnd: z.string(),
  recipients: z.array(z.string()),
  status: z.enum(REPORT_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  /** GET link of its PDF (with the session). */
  pdfUrl: z.string(),
});
export type SentReport = z.infer<typeof SentReportSchema>;

/** GET /api/client/reports (CLIENT): its company's reports that were sent. */
export const ClientReportSchema = z.object({
  id: z.string(),
  kind: z.enum(REPORT_KINDS),
  periodStart: z.string(),
  periodEnd: z.string(),
  sentAt: z.string().nullable(),
  pdfUrl: z.string(),
});
export type ClientReport = z.infer<typeof ClientReportSchema>;
