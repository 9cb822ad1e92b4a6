import type { Equipment } from '@secops/domain/equipment.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Every piece of equipment with its latest assignments, newest first (the open one, if any, first). */
export const getEquipment = (): Promise<Equipment[]> => api.get<Equipment[]>('/equipment');

export const equipmentQueryOptions = () =>
  queryOptions({ queryKey: ['equipment', 'items'], queryFn: getEquipment });

export const useEquipment = () => useQuery(equipmentQueryOptions());
