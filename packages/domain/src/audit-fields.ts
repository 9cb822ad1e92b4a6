/**
 * How the audit log names and shows each column the audit triggers copy: a French label, how its value reads (kind)
 * and, for a column that points at another row, which kind of element it names. The tables themselves are listed in
 * audit-fields-people.ts and audit-fields-operations.ts; a test walks every audited column of the real database and
 * fails on one missing here.
 */

/** What a reference column points at: the audited element types whose names the server resolves. */
export type AuditRefKind =
  'user' | 'agent' | 'mission' | 'client' | 'shift' | 'checklist_item' | 'equipment' | 'specialty';

export type AuditFieldKind =
  | 'text'
  | 'longText'
  | 'id'
  | 'file'
  | 'number'
  | 'coordinate'
  | 'boolean'
  | 'datetime'
  | 'date'
  | 'hours'
  | 'meters'
  | 'bytes'
  | 'percent'
  | 'enum'
  | 'ref'
  | 'refList'
  | 'textList'
  | 'tasks'
  | 'violations'
  | 'json';

export type AuditField = {
  label: string;
  kind: AuditFieldKind;
  /** French value of each stored value of an enum column. */
  values?: Readonly<Record<string, string>>;
  /** The element a ref or refList column points at. */
  ref?: AuditRefKind;
};

/** An audited table: its name in the database, its key column, the columns the trigger leaves out, and the rest. */
export type AuditTable = {
  table: string;
  key: string;
  hidden: readonly string[];
  fields: Readonly<Record<string, AuditField>>;
};

const field =
  (kind: AuditFieldKind) =>
  (label: string): AuditField => ({ label, kind });

export const text = field('text');
export const longText = field('longText');
export const idField = field('id');
export const file = field('file');
export const num = field('number');
export const coordinate = field('coordinate');
export const bool = field('boolean');
export const datetime = field('datetime');
export const day = field('date');
export const hours = field('hours');
export const meters = field('meters');
export const enumOf = (label: string, values: Readonly<Record<string, string>>): AuditField => ({
  label,
  kind: 'enum',
  values,
});
export const ref = (label: string, target: AuditRefKind): AuditField => ({ label, kind: 'ref', ref: target });

/** The columns every table shares, named once. */
export const common = {
  id: idField('Identifiant'),
  created_at: datetime('Créé le'),
} as const;
