import { VehicleCreateSchema } from '@secops/domain/equipment.schemas';
import { describe, expect, it } from 'vitest';
import { canAssign, equipmentName, openAssignment, vehicleName, yearOrNothing } from './equipment-display.ts';

const assignment = (inAt: string | null) => ({
  id: inAt ? 'closed' : 'open',
  equipmentId: 'e1',
  agentId: 'a1',
  agent: { id: 'a1', firstName: 'Jean', lastName: 'Dupont', matricule: 'A-1', deleted: false },
  notes: null,
  outAt: '2026-01-01T08:00:00Z',
  inAt,
});

describe('equipment display', () => {
  it('names an item by its French kind, brand and model', () => {
    expect(equipmentName({ kind: 'first_aid_kit', brand: null, model: null })).toBe('Trousse de secours');
    expect(equipmentName({ kind: 'radio', brand: 'Motorola', model: 'DP4400' })).toBe(
      'Radio Motorola DP4400',
    );
    expect(vehicleName({ plate: 'AB-123-CD', brand: 'Renault', model: null })).toBe('AB-123-CD · Renault');
  });

  it('finds the assignment that has not been returned', () => {
    const item = { assignments: [assignment(null), assignment('2026-01-02T08:00:00Z')] };
    expect(openAssignment(item)?.id).toBe('open');
    expect(openAssignment({ assignments: [assignment('2026-01-02T08:00:00Z')] })).toBeUndefined();
  });

  it('offers assignment only for available equipment', () => {
    expect(canAssign({ status: 'AVAILABLE', assignments: [] })).toBe(true);
    expect(canAssign({ status: 'MAINTENANCE', assignments: [] })).toBe(false);
    expect(canAssign({ status: 'ASSIGNED', assignments: [assignment(null)] })).toBe(false);
  });

  it('sends the vehicle year only when filled, as a whole number from 1990 to 2030', () => {
    const parse = (year: unknown) =>
      VehicleCreateSchema.safeParse({ plate: 'ab123cd', year: yearOrNothing(year) });
    expect(parse('').data).toEqual({ plate: 'AB-123-CD' });
    expect(parse('2021').data).toEqual({ plate: 'AB-123-CD', year: 2021 });
    expect(parse('1989').success).toBe(false);
    expect(parse('2020.5').success).toBe(false);
  });
});
