import { CALL_TYPE_LABELS } from './calls.ts';
import { GRADE_LABELS } from './grades.ts';
import { ROLE_LABELS } from './role-access.ts';
import { SOS_STATUS_LABELS } from './sos-rules.ts';
import { UNAVAILABILITY_REASON_LABELS, UNAVAILABILITY_STATUS_LABELS } from './unavailability.ts';
import {
  bool,
  common,
  coordinate,
  datetime,
  day,
  enumOf,
  file,
  hours,
  idField,
  longText,
  meters,
  ref,
  text,
  type AuditTable,
} from './audit-fields.ts';

/** Setting keys as the settings screen names them. */
export const SETTING_KEY_LABELS: Readonly<Record<string, string>> = {
  payroll: 'Plages horaires de paie',
  workingTime: 'Règles de temps de travail',
};

/** The parts of a setting's value, as the settings screen names them. */
export const SETTING_VALUE_LABELS: Readonly<Record<string, string>> = {
  nightStart: 'Début de la nuit',
  nightEnd: 'Fin de la nuit',
  maxDayWorkHours: 'Travail par jour (maximum, h)',
  maxDaySpanHours: 'Amplitude d’une journée (maximum, h)',
  minDailyRestHours: 'Repos entre deux journées (minimum, h)',
  maxWeekHours: 'Travail par semaine (maximum, h)',
  maxAverageWeekHours: 'Moyenne sur 12 semaines (maximum, h)',
  minWeeklyRestHours: 'Repos hebdomadaire (minimum, h)',
  maxDaysPerWeek: 'Jours travaillés par semaine (maximum)',
  minPeriodHours: 'Période de travail (minimum, h)',
};

/** Accounts, agents, clients, settings and the field and communication tables. */
export const PEOPLE_AUDIT_TABLES = {
  user: {
    table: 'users',
    key: 'id',
    hidden: ['password_hash', 'two_fa_secret', 'two_fa_last_step'],
    fields: {
      ...common,
      email: text('E-mail'),
      role: enumOf('Rôle', ROLE_LABELS),
      first_name: text('Prénom'),
      last_name: text('Nom'),
      is_active: bool('Actif'),
      two_fa_enabled: bool('Double authentification'),
      client_id: ref('Société cliente', 'client'),
    },
  },
  agent: {
    table: 'agents',
    key: 'id',
    hidden: [],
    fields: {
      ...common,
      user_id: ref('Compte', 'user'),
      first_name: text('Prénom'),
      last_name: text('Nom'),
      matricule: text('Matricule'),
      photo: file('Photo'),
      grade: enumOf('Grade', GRADE_LABELS),
      phone: text('Téléphone'),
      address: longText('Adresse'),
      address_lat: coordinate("Latitude de l'adresse"),
      address_lng: coordinate("Longitude de l'adresse"),
      date_of_birth: day('Date de naissance'),
      specialties: { label: 'Spécialités', kind: 'refList', ref: 'specialty' },
      weekly_contract_hours: hours('Heures hebdomadaires (contrat)'),
    },
  },
  certification: {
    table: 'certifications',
    key: 'id',
    hidden: [],
    fields: {
      ...common,
      agent_id: ref('Agent', 'agent'),
      type: text('Type'),
      number: text('Numéro'),
      expires_at: day("Valide jusqu'au"),
    },
  },
  specialty: {
    table: 'specialties',
    key: 'code',
    hidden: [],
    fields: { code: text('Code'), label: text('Libellé'), created_at: common.created_at },
  },
  client: {
    table: 'clients',
    key: 'id',
    hidden: [],
    fields: {
      ...common,
      name: text('Nom'),
      siret: text('SIRET'),
      contact: text('Contact'),
      email: text('E-mail'),
      phone: text('Téléphone'),
      address: longText('Adresse'),
      notes: longText('Notes'),
    },
  },
  setting: {
    table: 'app_settings',
    key: 'key',
    hidden: [],
    fields: { key: enumOf('Paramètre', SETTING_KEY_LABELS), value: { label: 'Valeur', kind: 'json' } },
  },
  sos: {
    table: 'sos_alerts',
    key: 'id',
    hidden: [],
    fields: {
      ...common,
      agent_id: ref('Agent', 'agent'),
      user_id: ref('Compte', 'user'),
      client_request_id: idField("Identifiant d'envoi"),
      mission_id: ref('Mission', 'mission'),
      lat: coordinate('Latitude'),
      lng: coordinate('Longitude'),
      accuracy: meters('Précision'),
      status: enumOf('Statut', SOS_STATUS_LABELS),
      acknowledged_at: datetime('Pris en charge le'),
      acknowledged_by: ref('Pris en charge par', 'user'),
      closed_at: datetime('Clôturé le'),
      closed_by: ref('Clôturé par', 'user'),
      note: longText('Note'),
      false_alarm: bool('Fausse alerte'),
    },
  },
  gps_device_token: {
    table: 'gps_device_tokens',
    key: 'id',
    hidden: ['token_hash'],
    fields: {
      ...common,
      agent_id: ref('Agent', 'agent'),
      created_by: ref('Créé par', 'user'),
      last_used_at: datetime('Dernière utilisation'),
      last_contact_at: datetime('Dernier contact'),
      last_battery: { label: 'Dernière batterie', kind: 'percent' },
      revoked_at: datetime('Révoqué le'),
      revoked_by: ref('Révoqué par', 'user'),
    },
  },
  chat_message: {
    table: 'chat_messages',
    key: 'id',
    hidden: ['content', 'type'],
    fields: {
      ...common,
      mission_id: ref('Mission', 'mission'),
      sender_id: ref('Auteur', 'user'),
      received_at: datetime('Reçu le'),
      declared_at: datetime('Heure donnée par le téléphone (non retenue)'),
      client_request_id: idField("Identifiant d'envoi"),
    },
  },
  push_subscription: {
    table: 'push_subscriptions',
    key: 'id',
    hidden: ['endpoint', 'p256dh', 'auth'],
    fields: { ...common, user_id: ref('Compte', 'user'), last_success_at: datetime('Dernier envoi réussi') },
  },
  missed_call: {
    table: 'missed_calls',
    key: 'id',
    hidden: [],
    fields: {
      ...common,
      callee_id: ref('Appelé', 'user'),
      caller_id: ref('Appelant', 'user'),
      caller_name: text("Nom de l'appelant"),
      call_type: enumOf("Type d'appel", CALL_TYPE_LABELS),
      seen_at: datetime('Vu le'),
    },
  },
  // A guard's declaration, and staff's decision on a leave request (who and when: the entry's author and time).
  unavailability: {
    table: 'unavailabilities',
    key: 'id',
    hidden: [],
    fields: {
      ...common,
      agent_id: ref('Agent', 'agent'),
      start_at: datetime('Début'),
      end_at: datetime('Fin'),
      reason: enumOf('Motif', UNAVAILABILITY_REASON_LABELS),
      status: enumOf('Statut', UNAVAILABILITY_STATUS_LABELS),
      decided_by: ref('Décidé par', 'user'),
    },
  },
} satisfies Record<string, AuditTable>;
