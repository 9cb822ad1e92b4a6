import { describe, expect, it } from 'vitest';
import {
  auditActionLabel,
  auditFields,
  auditEntityLabel,
  auditFieldLabel,
  auditValueText,
  shortId,
} from './audit-text.ts';

describe('audit texts', () => {
  it('shows values as a dispatcher reads them', () => {
    expect(auditValueText(null)).toBe('—');
    expect(auditValueText('')).toBe('—');
    expect(auditValueText(true)).toBe('Oui');
    expect(auditValueText(false)).toBe('Non');
    expect(auditValueText(3)).toBe('3');
    expect(auditValueText('2026-07-14T08:30:00.000+00:00')).toBe('14/07/2026 à 10:30');
    expect(auditValueText('x'.repeat(200))).toHaveLength(80);
    expect(auditValueText({ nightStart: '22:00' })).toBe('{"nightStart":"22:00"}');
  });

  it('names fields, actions and element types in French, and keeps unknown ones as stored', () => {
    expect(auditFieldLabel('first_name')).toBe('Prénom');
    expect(auditFieldLabel('geofence_meters')).toBe('geofence_meters');
    expect(auditActionLabel('update')).toBe('Modification');
    expect(auditActionLabel('login')).toBe('Connexion');
    expect(auditEntityLabel('mission_assignment')).toBe('Affectation');
    expect(auditEntityLabel('other')).toBe('other');
    expect(shortId('5f0c3c1e-8a2b-4f1e-9d3c-1234567890ab')).toBe('5f0c3c1e');
  });

  it('shows every field of an update, and only the filled ones of a creation or deletion', () => {
    const entry = {
      id: '1',
      at: '2026-07-14T08:30:00.000Z',
      entityType: 'client',
      entityId: 'c1',
      user: null,
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
