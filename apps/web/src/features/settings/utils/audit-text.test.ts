import { describe, expect, it } from 'vitest';
import { auditFieldLabel } from '@secops/domain/audit-tables';
import {
  auditActionLabel,
  auditFields,
  auditEntityLabel,
  auditValueText,
  isLongText,
  shortId,
} from './audit-text.ts';

const AGENT = '281dac41-5b0e-4c1d-9a57-0d3f6a1c2b9e';

describe('audit texts', () => {
  it('shows each value by what its column holds, in French', () => {
    expect(auditValueText('vehicle', 'notes', null)).toBe('—');
    expect(auditValueText('client', 'notes', '')).toBe('—');
    expect(auditValueText('user', 'is_active', true)).toBe('Oui');
    expect(auditValueText('mission_perimeter', 'enabled', false)).toBe('Non');
    expect(auditValueText('shift', 'recurring_type', 'WEEKLY')).toBe('Hebdomadaire');
    expect(auditValueText('mission', 'status', 'ACTIVE')).toBe('En cours');
    expect(auditValueText('user', 'role', 'SUPERVISOR')).toBe('Superviseur');
    expect(auditValueText('incident', 'severity', 5)).toBe('Critique');
    expect(auditValueText('mission', 'start_at', '2026-07-14T08:30:00.000+00:00')).toBe('14/07/2026 à 10:30');
    expect(auditValueText('agent', 'date_of_birth', '1990-02-03')).toBe('03/02/1990');
    expect(auditValueText('attendance', 'night_hours', 2.5)).toBe('2,50 h');
    expect(auditValueText('mission_perimeter', 'radius_m', 1500)).toBe('1\u202f500 m');
    expect(auditValueText('document', 'file_size', 1536)).toBe('1,5 KB');
    expect(auditValueText('setting', 'value', { nightStart: '22:00', nightEnd: '06:00' })).toBe(
      'Début de la nuit : 22:00 ; Fin de la nuit : 06:00',
    );
    expect(auditValueText('checklist_template', 'items', [{ label: 'Radio', required: false }])).toBe(
      'Radio (facultative)',
    );
    expect(
      auditValueText('shift', 'working_time_override', [
        { rule: 'MAX_SHIFT', message: 'Travail de 15 h sur une journée (maximum 12 h)' },
        { rule: 'DAY_SPAN', message: 'Amplitude de 15 h sur une journée (maximum 13 h)' },
      ]),
    ).toBe(
      'Travail de 15 h sur une journée (maximum 12 h) ; Amplitude de 15 h sur une journée (maximum 13 h)',
    );
    expect(auditValueText('setting', 'value', { maxWeekHours: 44 })).toBe(
      'Travail par semaine (maximum, h) : 44',
    );
  });

  it('names the element a reference points at, and keeps the value when no name came with it', () => {
    const refs = { [AGENT]: 'Yanis Morel', CYNO: 'Cynophile' };
    expect(auditValueText('vehicle', 'assigned_agent_id', AGENT, refs)).toBe('Yanis Morel');
    expect(auditValueText('checklist_item', 'assigned_agents', [AGENT], refs)).toBe('Yanis Morel');
    expect(auditValueText('agent', 'specialties', ['CYNO', 'SSIAP'], refs)).toBe('Cynophile, SSIAP');
    expect(auditValueText('checklist_item', 'assigned_agents', [])).toBe('—');
    expect(auditValueText('vehicle', 'assigned_agent_id', AGENT)).toBe(AGENT);
  });

  it('shows a column it does not know as stored, with dates and Oui/Non still in French', () => {
    expect(auditValueText('vehicle', 'fuel_card', true)).toBe('Oui');
    expect(auditValueText('other', 'x', '2026-07-14T08:30:00.000+00:00')).toBe('14/07/2026 à 10:30');
    expect(auditValueText('other', 'x', 'x'.repeat(200))).toHaveLength(80);
    expect(auditValueText('other', 'x', { a: 1 })).toBe('{"a":1}');
  });

  it('names fields, actions and element types in French, and keeps unknown ones as stored', () => {
    expect(auditFieldLabel('agent', 'first_name')).toBe('Prénom');
    expect(auditFieldLabel('vehicle', 'assigned_agent_id')).toBe('Agent assigné');
    expect(auditFieldLabel('agent', 'geofence_meters')).toBe('geofence_meters');
    expect(auditActionLabel('update')).toBe('Modification');
    expect(auditActionLabel('login')).toBe('Connexion');
    expect(auditEntityLabel('mission_assignment')).toBe('Affectation');
    expect(auditEntityLabel('other')).toBe('other');
    expect(shortId('5f0c3c1e-8a2b-4f1e-9d3c-1234567890ab')).toBe('5f0c3c1e');
  });

  it('tells the long texts, shown as what changed, from the short ones', () => {
    expect(isLongText('mission', 'briefing_notes')).toBe(true);
    expect(isLongText('incident', 'description')).toBe(true);
    expect(isLongText('mission', 'title')).toBe(false);
    expect(isLongText('other', 'notes')).toBe(false);
  });

  it('shows every field of an update, and only the filled ones of a creation or deletion', () => {
    const entry = {
      id: '1',
      at: '2026-07-14T08:30:00.000Z',
      entityType: 'client',
      entityId: 'c1',
      entityLabel: 'Maison',
      user: null,
      refs: {},
      changes: {
        id: { before: null, after: 'c1' },
        name: { before: null, after: 'Maison' },
        notes: { before: null, after: null },
      },
    };
    expect(auditFields({ ...entry, action: 'create' }).map(([f]) => f)).toEqual(['name']);
    expect(auditFields({ ...entry, action: 'update' }).map(([f]) => f)).toEqual(['id', 'name', 'notes']);
    expect(auditFields({ ...entry, action: 'delete' })).toEqual([]);
  });
});
