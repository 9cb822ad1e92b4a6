import { describe, expect, it } from 'vitest';
import { auditEnumText, auditField, auditFieldLabel, auditLabelGaps } from './audit-tables.ts';

describe('audit field catalogue', () => {
  it('names a column per table, in French', () => {
    expect(auditFieldLabel('vehicle', 'assigned_agent_id')).toBe('Agent assigné');
    expect(auditFieldLabel('shift', 'recurring_type')).toBe('Récurrence');
    expect(auditFieldLabel('mission', 'briefing_notes')).toBe('Consignes');
    expect(auditFieldLabel('vehicle', 'no_such_column')).toBe('no_such_column');
    expect(auditField('vehicle', 'assigned_agent_id')).toMatchObject({ kind: 'ref', ref: 'agent' });
  });

  it('gives enum values in French and keeps an unknown one as stored', () => {
    const recurrence = auditField('shift', 'recurring_type');
    expect(recurrence && auditEnumText(recurrence, 'WEEKLY')).toBe('Hebdomadaire');
    const severity = auditField('incident', 'severity');
    expect(severity && auditEnumText(severity, 4)).toBe('Élevé');
    expect(recurrence && auditEnumText(recurrence, 'MONTHLY')).toBe('MONTHLY');
  });

  it('names each column without a label, each enum value without French, and each label of no column', () => {
    const gaps = auditLabelGaps('vehicle', [
      { name: 'id' },
      { name: 'plate' },
      { name: 'colour' },
      { name: 'status', enumValues: ['AVAILABLE', 'STOLEN'] },
      { name: 'updated_at' },
    ]);
    expect(gaps).toContain('vehicle.colour : libellé manquant');
    expect(gaps).toContain('vehicle.status = STOLEN : valeur française manquante');
    expect(gaps).toContain('vehicle.assigned_agent_id : colonne inconnue de la base');
    expect(gaps.some((g) => g.includes('updated_at') || g.includes('AVAILABLE'))).toBe(false);
  });

  it('skips the columns the trigger leaves out and names a table it does not know', () => {
    expect(auditLabelGaps('user', [{ name: 'password_hash' }]).some((g) => g.includes('password_hash'))).toBe(
      false,
    );
    expect(auditLabelGaps('parking', [])).toEqual(['parking : table absente du catalogue']);
  });
});
