import type { AuditEntityType } from '@secops/domain/audit';
import { SETTING_KEY_LABELS } from '@secops/domain/audit-fields-people';
import { EQUIPMENT_KIND_LABELS, type EquipmentKind } from '@secops/domain/equipment';
import { formatDateTime } from '../../lib/pdf/format.ts';
import type { NamedRow } from './audit-names.repository.ts';

/** The name of the element a column of `row` points at (resolved beforehand). */
export type NameOf = (row: NamedRow, column: string) => string;

type Namer = {
  /** The reference columns the name is made of: their elements are looked up before the name is made. */
  uses?: readonly string[];
  name: (row: NamedRow, nameOf: NameOf) => string;
};

const str = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const join = (...parts: unknown[]): string => parts.map(str).filter(Boolean).join(' ');
const when = (value: unknown): string =>
  value === null || value === undefined || value === '' ? '' : formatDateTime(new Date(value as string));
const dotted = (...parts: string[]): string => parts.filter(Boolean).join(' · ');

const person = (row: NamedRow): string =>
  join(row.agent_first_name ?? row.first_name, row.agent_last_name ?? row.last_name) || str(row.email);

/**
 * How each element is named in the log: what the screens call it (a mission's title, an agent's name, a
 * vehicle's plate and model, a shift's agent and start), never its identifier.
 */
export const ENTITY_NAMERS: Readonly<Record<AuditEntityType, Namer>> = {
  user: { name: person },
  agent: { name: person },
  certification: { uses: ['agent_id'], name: (r, n) => dotted(str(r.type), n(r, 'agent_id')) },
  specialty: { name: (r) => str(r.label) || str(r.code) },
  client: { name: (r) => str(r.name) },
  mission: { name: (r) => str(r.title) },
  mission_assignment: {
    uses: ['agent_id', 'mission_id'],
    name: (r, n) => dotted(n(r, 'agent_id'), n(r, 'mission_id')),
  },
  mission_perimeter: { uses: ['mission_id'], name: (r, n) => n(r, 'mission_id') },
  shift: {
    uses: ['agent_id'],
    name: (r, n) => dotted(n(r, 'agent_id'), when(r.start_at)),
  },
  attendance: {
    uses: ['agent_id', 'mission_id'],
    name: (r, n) => dotted(n(r, 'agent_id'), n(r, 'mission_id'), when(r.start_time)),
  },
  incident: { name: (r) => str(r.title) },
  checklist_item: { name: (r) => str(r.label) },
  checklist_tick: {
    uses: ['item_id', 'agent_id'],
    name: (r, n) => dotted(n(r, 'item_id'), n(r, 'agent_id')),
  },
  checklist_template: { uses: ['specialty'], name: (r, n) => n(r, 'specialty') },
  equipment: {
    name: (r) =>
      dotted(
        join(EQUIPMENT_KIND_LABELS[r.kind as EquipmentKind] ?? r.kind, r.brand, r.model),
        r.serial ? `n° ${str(r.serial)}` : '',
      ),
  },
  equipment_assignment: {
    uses: ['equipment_id', 'agent_id'],
    name: (r, n) => dotted(n(r, 'equipment_id'), n(r, 'agent_id')),
  },
  vehicle: {
    name: (r) => {
      const model = join(r.brand, r.model);
      return model ? `${str(r.plate)} (${model})` : str(r.plate);
    },
  },
  document: { name: (r) => str(r.file_name) },
  setting: { name: (r) => SETTING_KEY_LABELS[str(r.key)] ?? str(r.key) },
  sos: { uses: ['agent_id'], name: (r, n) => dotted(n(r, 'agent_id'), when(r.created_at)) },
  gps_device_token: { uses: ['agent_id'], name: (r, n) => n(r, 'agent_id') },
  chat_message: {
    uses: ['sender_id', 'mission_id'],
    name: (r, n) => dotted(n(r, 'sender_id'), n(r, 'mission_id')),
  },
  push_subscription: { uses: ['user_id'], name: (r, n) => n(r, 'user_id') },
  missed_call: {
    uses: ['callee_id'],
    name: (r, n) => `${str(r.caller_name)} → ${n(r, 'callee_id')}`,
  },
  unavailability: { uses: ['agent_id'], name: (r, n) => dotted(n(r, 'agent_id'), when(r.start_at)) },
};
