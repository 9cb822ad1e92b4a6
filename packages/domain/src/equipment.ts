import { z } from 'zod';

export const EQUIPMENT_KINDS = [
  'radio',
  'vest',
  'earpiece',
  'first_aid_kit',
  'flashlight',
  'handcuffs',
] as const;
export const EquipmentKindSchema = z.enum(EQUIPMENT_KINDS);
export type EquipmentKind = z.infer<typeof EquipmentKindSchema>;

export const EQUIPMENT_KIND_LABELS: Record<EquipmentKind, string> = {
  radio: 'Radio',
  vest: 'Gilet pare-balles',
  earpiece: 'Oreillette',
  first_aid_kit: 'Trousse de secours',
  flashlight: 'Lampe torche',
  handcuffs: 'Menottes',
};

/** Equipment and vehicles share the same four states. */
export const ASSET_STATUSES = ['AVAILABLE', 'ASSIGNED', 'MAINTENANCE', 'OUT_OF_SERVICE'] as const;
export const ASSET_STATUS_LABELS: Record<(typeof ASSET_STATUSES)[number], string> = {
  AVAILABLE: 'Disponible',
  ASSIGNED: 'Assigné',
  MAINTENANCE: 'En maintenance',
  OUT_OF_SERVICE: 'Hors service',
};

export const EQUIPMENT_STATUSES = ASSET_STATUSES;
export const EquipmentStatusSchema = z.enum(EQUIPMENT_STATUSES);
export type EquipmentStatus = z.infer<typeof EquipmentStatusSchema>;
export const EQUIPMENT_STATUS_LABELS: Record<EquipmentStatus, string> = ASSET_STATUS_LABELS;

export const VEHICLE_STATUSES = ASSET_STATUSES;
export const VehicleStatusSchema = z.enum(VEHICLE_STATUSES);
export type VehicleStatus = z.infer<typeof VehicleStatusSchema>;
export const VEHICLE_STATUS_LABELS: Record<VehicleStatus, string> = ASSET_STATUS_LABELS;

export const VEHICLE_YEAR_MIN = 1990;
export const VEHICLE_YEAR_MAX = 2030;
