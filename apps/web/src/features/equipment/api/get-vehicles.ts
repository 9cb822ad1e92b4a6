import type { Vehicle } from '@secops/domain/equipment.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getVehicles = (): Promise<Vehicle[]> => api.get<Vehicle[]>('/equipment/vehicles');

export const vehiclesQueryOptions = () =>
  queryOptions({ queryKey: ['equipment', 'vehicles'], queryFn: getVehicles });

export const useVehicles = () => useQuery(vehiclesQueryOptions());
