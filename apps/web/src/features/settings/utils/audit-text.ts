import type { AuditEntry } from '@secops/domain/audit';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '@secops/domain/audit';
import type { AuditField } from '@secops/domain/audit-fields';
import { SETTING_VALUE_LABELS } from '@secops/domain/audit-fields-people';
import { auditEnumText, auditField } from '@secops/domain/audit-tables';
import { formatFileSize } from '@secops/domain/file-size';
import * as MSG from '@secops/domain/messages';
import { formatDate, formatDateTime, formatHours } from '../../../lib/format.ts';

type Refs = AuditEntry['refs'];

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const MAX_TEXT = 80;
const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const degrees = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 6 });

const cut = (text: string, max = MAX_TEXT) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** A value no catalogue entry describes: Oui/Non, instants in French, long texts cut. */
function plainText(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return formatDateTime(value);
  return cut(typeof value === 'string' ? value : JSON.stringify(value));
}

function tasksText(value: unknown): string {
  return listOf(value)
    .map((task) => {
      const { label, required } = (task ?? {}) as { label?: unknown; required?: unknown };
      return required === false ? `${String(label)} ${MSG.auditTaskOptional}` : String(label);
    })
    .join(' ; ');
}

function jsonText(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return plainText(value);
  return Object.entries(value)
    .map(([key, part]) => `${SETTING_VALUE_LABELS[key] ?? key} : ${plainText(part)}`)
    .join(' ; ');
}

const FORMATS: Record<AuditField['kind'], (value: unknown, field: AuditField, refs: Refs) => string> = {
  text: (v) => cut(String(v)),
  longText: (v) => String(v),
  id: (v) => shortId(String(v)),
  file: () => MSG.auditFileAttached,
  number: (v) => number.format(Number(v)),
  coordinate: (v) => degrees.format(Number(v)),
  boolean: (v) => (v ? 'Oui' : 'Non'),
  datetime: (v) => formatDateTime(String(v)),
  date: (v) => formatDate(String(v)),
  hours: (v) => `${formatHours(Number(v))} h`,
  meters: (v) => `${number.format(Number(v))} m`,
  bytes: (v) => formatFileSize(Number(v)),
  percent: (v) => `${number.format(Number(v))} %`,
  enum: (v, field) => auditEnumText(field, v),
  ref: (v, _field, refs) => refs[String(v)] ?? String(v),
  refList: (v, _field, refs) =>
    listOf(v)
      .map((item) => refs[String(item)] ?? String(item))
      .join(', '),
  textList: (v) => listOf(v).map(String).join(' ; '),
  tasks: tasksText,
  violations: (v) =>
    listOf(v)
      .map((item) =>
        item && typeof item === 'object' && 'message' in item ? String(item.message) : String(item),
      )
      .join(' ; '),
  json: jsonText,
};

/**
 * A value of a change as a dispatcher reads it, by what the column holds: names instead of identifiers, enum
 * values, Oui/Non, dates and times in French (Paris), hours, sizes and distances with their unit, nothing as a dash.
 */
export function auditValueText(entity: string, column: string, value: unknown, refs: Refs = {}): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value) && value.length === 0) return '—';
  const field = auditField(entity, column);
  return field ? FORMATS[field.kind](value, field, refs) : plainText(value);
}

/** A text worth reading as what changed, rather than as two whole texts. */
export function isLongText(entity: string, column: string): boolean {
  const kind = auditField(entity, column)?.kind;
  return kind === 'longText' || kind === 'tasks' || kind === 'textList' || kind === 'violations';
}

export const auditActionLabel = (action: string): string => AUDIT_ACTION_LABELS[action] ?? action;
export const auditEntityLabel = (type: string): string =>
  (AUDIT_ENTITY_LABELS as Record<string, string>)[type] ?? type;

/** The first characters of an identifier: enough to tell two apart on screen, the whole one is in the title. */
export const shortId = (id: string): string => (id.length > 8 ? id.slice(0, 8) : id);

/**
 * The fields worth reading in an entry: every one of an update; for a creation or a deletion, those that held a
 * value, without the identifier the entry already names.
 */
export function auditFields(entry: AuditEntry): [string, { before: unknown; after: unknown }][] {
  const fields = Object.entries(entry.changes);
  if (entry.action === 'update') return fields;
  return fields.filter(([field, change]) => {
    const value = entry.action === 'delete' ? change.before : change.after;
    const empty =
      value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length);
    return field !== 'id' && !empty;
  });
}
