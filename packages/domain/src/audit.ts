import { z } from 'zod';
import * as MSG from './messages.ts';
import { isoDateTime, pageQuery, strictBody } from './validation.ts';

/** What the audit log names: the audited tables (migrations 0006 to 0013) and the accounts of the security events. */
export const AUDIT_ENTITY_LABELS = {
  user: 'Utilisateur',
  agent: 'Agent',
  certification: 'Certification',
  specialty: 'Spécialité',
  client: 'Client',
  mission: 'Mission',
  mission_assignment: 'Affectation',
  mission_perimeter: 'Périmètre',
  shift: 'Horaire',
  attendance: 'Pointage',
  incident: 'Incident',
  checklist_item: 'Tâche de check-list',
  checklist_tick: 'Tâche cochée',
  checklist_template: 'Modèle de check-list',
  equipment: 'Équipement',
  equipment_assignment: "Attribution d'équipement",
  vehicle: 'Véhicule',
  document: 'Document',
  setting: 'Paramètre',
  sos: 'Alerte SOS',
  gps_device_token: 'Jeton de traceur GPS',
  chat_message: 'Message de discussion',
  push_subscription: 'Abonnement aux notifications',
  missed_call: 'Appel manqué',
  unavailability: 'Indisponibilité',
} as const;
export type AuditEntityType = keyof typeof AUDIT_ENTITY_LABELS;
export const AUDIT_ENTITY_TYPES = Object.keys(AUDIT_ENTITY_LABELS) as [AuditEntityType, ...AuditEntityType[]];

/** Row changes written by the triggers, then the security events the services write themselves. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  create: 'Création',
  update: 'Modification',
  delete: 'Suppression',
  login: 'Connexion',
  logout: 'Déconnexion',
  password_change: 'Changement de mot de passe',
  password_reset: 'Réinitialisation du mot de passe',
  '2fa_enable': 'Activation de la double authentification',
  '2fa_disable': 'Désactivation de la double authentification',
  user_create: 'Création de compte',
  user_delete: 'Suppression de compte',
  user_activate: 'Activation de compte',
  user_deactivate: 'Désactivation de compte',
  agent_create: "Création d'agent",
  equipment_assign: "Attribution d'équipement",
  equipment_return: "Retour d'équipement",
};

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** GET /api/audit-log: newest first, filtered, a page at a time (the total in `x-total-count`). */
export const AuditLogQuerySchema = strictBody({
  entityType: z.preprocess(
    emptyToUndefined,
    z.enum(AUDIT_ENTITY_TYPES, { error: MSG.auditEntityTypeInvalid }).optional(),
  ),
  entityId: z.preprocess(emptyToUndefined, z.string().trim().max(100, MSG.textTooLong).optional()),
  userId: z.preprocess(emptyToUndefined, z.uuid({ error: MSG.idInvalid }).optional()),
  from: z.preprocess(emptyToUndefined, isoDateTime().optional()),
  to: z.preprocess(emptyToUndefined, isoDateTime().optional()),
  ...pageQuery,
}).refine((q) => !q.from || !q.to || Date.parse(q.to) > Date.parse(q.from), {
  message: MSG.auditWindowInvalid,
  path: ['to'],
});
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

export const AuditChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });

export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  /** The element as people name it (a mission's title, a vehicle's plate…), even once deleted. */
  entityLabel: z.string().nullable(),
  user: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Field → before/after, secrets left out; empty for the security events. */
  changes: z.record(z.string(), AuditChangeSchema),
  /** The name of each element a changed field points at (agent, mission, client, account…), by its id or code. */
  refs: z.record(z.string(), z.string()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
