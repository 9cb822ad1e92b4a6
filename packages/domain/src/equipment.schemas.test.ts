import { describe, expect, it } from 'vitest';
import { EquipmentUpdateSchema, normalizePlate, VehicleCreateSchema } from './equipment.schemas.ts';
import * as MSG from './messages.ts';

describe('normalizePlate', () => {
  it.each([
    ['ab-123-cd', 'AB-123-CD'],
    ['AB 123 CD', 'AB-123-CD'],
    ['ab123cd', 'AB-123-CD'],
    ['  1234  ab   75 ', '1234 AB 75'],
    ['CD 12 345', 'CD 12 345'],
  ])('writes %s as %s', (typed, stored) => {
    expect(normalizePlate(typed)).toBe(stored);
  });
});

describe('vehicle and equipment schemas', () => {
  it('takes the year as a whole number from 1990 to 2030, or none', () => {
    expect(VehicleCreateSchema.parse({ plate: 'AB-123-CD', year: 1990 }).year).toBe(1990);
    expect(VehicleCreateSchema.parse({ plate: 'AB-123-CD', year: null }).year).toBeNull();
    expect(VehicleCreateSchema.safeParse({ plate: 'AB-123-CD', year: 2031 }).error?.issues[0]?.message).toBe(
      MSG.vehicleYearInvalid,
    );
  });

  it('never lets ASSIGNED be set by hand', () => {
    const parsed = EquipmentUpdateSchema.safeParse({ status: 'ASSIGNED' });
    expect(parsed.error?.issues[0]?.message).toBe(MSG.equipmentStatusByAssignment);
    expect(EquipmentUpdateSchema.parse({ status: 'MAINTENANCE' })).toEqual({ status: 'MAINTENANCE' });
  });
});
