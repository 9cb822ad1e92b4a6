import { z } from 'zod';
import * as MSG from './messages.ts';
import { requiredText, strictBody } from './validation.ts';

/**
 * Dispatch alerts: what the server finds by itself about guards on duty (every 30 s and on events), each raised once
 * and resolved when its cause ends or by hand.
 */
export const ALERT_TYPES = [
  'NO_SHOW',
  'LATE_CLOCK_IN',
  'EARLY_END',
  'POSITION_LOST',
  'OUTSIDE_PERIMETER',
  'INCIDENT_HIGH',
  'SOS',
  'ROUND_MISSED',
  'CLIENT_REQUEST',
] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
export const ALERT_STATUSES = ['OPEN', 'ACKNOWLEDGED', 'RESOLVED'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

export const ALERT_TYPE_LABELS: Record<AlertType, string> = {
  NO_SHOW: 'Absence à la prise de poste',
  LATE_CLOCK_IN: 'Prise de poste en retard',
  EARLY_END: 'Fin de poste anticipée',
  POSITION_LOST: 'Position perdue',
  OUTSIDE_PERIMETER: 'Hors périmètre',
  INCIDENT_HIGH: 'Incident grave',
  SOS: 'SOS',
  ROUND_MISSED: 'Ronde manquée',
  CLIENT_REQUEST: 'Demande du client',
};
export const ALERT_STATUS_LABELS: Record<AlertStatus, string> = {
  OPEN: 'Ouverte',
  ACKNOWLEDGED: 'Prise en compte',
  RESOLVED: 'Résolue',
};

/** The alerts staff get a web push for, besides the live socket event. */
export const PUSHED_ALERT_TYPES: readonly AlertType[] = ['NO_SHOW', 'INCIDENT_HIGH', 'SOS'];

/** How often the rules are evaluated. */
export const ALERT_EVALUATION_MS = 30_000;

const minutes = z
  .number({ error: MSG.alertsSettingsInvalid })
  .int(MSG.alertsSettingsInvalid)
  .min(1, MSG.alertsSettingsInvalid)
  .max(240, MSG.alertsSettingsInvalid);

/** Paramètres › Alertes (ADMIN): the thresholds of the rules, in minutes, and the severity that raises INCIDENT_HIGH. */
export const AlertSettingsSchema = strictBody({
  noShowMinutes: minutes,
  lateClockInMinutes: minutes,
  earlyEndMinutes: minutes,
  positionLostMinutes: minutes,
  outsidePerimeterMinutes: minutes,
  incidentSeverity: z
    .number({ error: MSG.alertsSettingsSeverityInvalid })
    .int(MSG.alertsSettingsSeverityInvalid)
    .min(1, MSG.alertsSettingsSeverityInvalid)
    .max(5, MSG.alertsSettingsSeverityInvalid),
});
export type AlertSettings = z.infer<typeof AlertSettingsSchema>;

export const DEFAULT_ALERT_SETTINGS: AlertSettings = {
  noShowMinutes: 10,
  lateClockInMinutes: 5,
  earlyEndMinutes: 15,
  positionLostMinutes: 10,
  outsidePerimeterMinutes: 5,
  incidentSeverity: 4,
};

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** GET /api/alerts: open and acknowledged first, then the newest. */
export const AlertListQuerySchema = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(ALERT_STATUSES, { error: MSG.validation }).optional()),
  type: z.preprocess(emptyToUndefined, z.enum(ALERT_TYPES, { error: MSG.validation }).optional()),
  missionId: z.preprocess(emptyToUndefined, z.uuid({ error: MSG.idInvalid }).optional()),
});
export type AlertListQuery = z.infer<typeof AlertListQuerySchema>;

/** POST /api/alerts/{id}/resolve */
export const AlertResolveSchema = strictBody({ note: requiredText(1000, MSG.alertResolveNoteRequired) });
export type AlertResolve = z.infer<typeof AlertResolveSchema>;

const Person = z.object({ id: z.string(), name: z.string() });

export const AlertSchema = z.object({
  id: z.string(),
  type: z.enum(ALERT_TYPES),
  status: z.enum(ALERT_STATUSES),
  /** The agent concerned (id of the agent record). */
  agent: Person.nullable(),
  mission: z.object({ id: z.string(), title: z.string() }).nullable(),
  shiftId: z.string().nullable(),
  raisedAt: z.string(),
  /** Why, in a French sentence ('Pas de prise de poste 10 min après le début de l'horaire de 21:00'). */
  cause: z.string(),
  /** The staff member who took it (id of the user account). */
  acknowledgedBy: Person.nullable(),
  acknowledgedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  /** The note of a resolution by hand, or what ended the cause ('Prise de poste à 21:12'). */
  resolution: z.string().nullable(),
  /** The SOS an alert of type SOS follows. */
  sosId: z.string().nullable(),
  /** The incident an INCIDENT_HIGH alert is about. */
  incidentId: z.string().nullable(),
});
export type Alert = z.infer<typeof AlertSchema>;

const parisTime = new Intl.DateTimeFormat('fr-FR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});
/** "21:00", Paris time. */
export const hhmm = (date: Date): string => parisTime.format(date);
const minutesBetween = (a: Date, b: Date) => Math.round(Math.abs(b.getTime() - a.getTime()) / 60_000);

/** Why each alert was raised, and what ended it, in the words the dispatcher reads. */
export const ALERT_CAUSE = {
  noShow: (shiftStart: Date, thresholdMinutes: number) =>
    `Pas de prise de poste ${thresholdMinutes} min après le début de l'horaire de ${hhmm(shiftStart)}`,
  lateClockIn: (clockIn: Date, shiftStart: Date) =>
    `Prise de poste à ${hhmm(clockIn)}, ${minutesBetween(shiftStart, clockIn)} min après le début de l'horaire de ${hhmm(shiftStart)}`,
  earlyEnd: (end: Date, shiftEnd: Date) =>
    `Fin de poste à ${hhmm(end)}, ${minutesBetween(end, shiftEnd)} min avant la fin de l'horaire (${hhmm(shiftEnd)})`,
  positionLost: (lastFix: Date, thresholdMinutes: number) =>
    `Aucune position du traceur depuis ${thresholdMinutes} min (dernière à ${hhmm(lastFix)})`,
  outsidePerimeter: (since: Date, thresholdMinutes: number) =>
    `Hors du périmètre de la mission depuis plus de ${thresholdMinutes} min (dernière position dans le périmètre à ${hhmm(since)})`,
  incidentHigh: (severity: number, title: string) => `Incident de gravité ${severity}/5 signalé : ${title}`,
  sos: () => "SOS déclenché par l'agent",
} as const;

export const ALERT_END = {
  clockedIn: (at: Date) => `Prise de poste à ${hhmm(at)}`,
  shiftRemoved: () => "L'horaire a été supprimé ou confié à un autre agent",
  resumed: (at: Date) => `Reprise de poste à ${hhmm(at)}`,
  positionBack: (at: Date) => `Position reçue à ${hhmm(at)}`,
  backInside: (at: Date) => `De retour dans le périmètre à ${hhmm(at)}`,
  dutyOver: () => 'Fin de poste',
  incidentResolved: () => "L'incident est résolu",
  sosClosed: () => 'SOS clos',
} as const;
