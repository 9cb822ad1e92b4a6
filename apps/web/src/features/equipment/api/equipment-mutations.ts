import type { EquipmentStatus as AssetStatus } from '@secops/domain/equipment';
import type {
  Equipment,
  EquipmentAssign,
  EquipmentAssignment,
  EquipmentCreate,
  Vehicle,
  VehicleCreate,
} from '@secops/domain/equipment.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { equipmentQueryOptions } from './get-equipment.ts';
import { vehiclesQueryOptions } from './get-vehicles.ts';

const id = (value: string) => encodeURIComponent(value);

export const createEquipment = (body: EquipmentCreate): Promise<Equipment> =>
  api.post<Equipment>('/equipment', body);
export const deleteEquipment = (equipmentId: string): Promise<void> =>
  api.delete<void>(`/equipment/${id(equipmentId)}`);
/** Gives an AVAILABLE item to an active agent; the item becomes ASSIGNED. */
export const assignEquipment = (body: EquipmentAssign): Promise<EquipmentAssignment> =>
  api.post<EquipmentAssignment>('/equipment/assign', body);
/** Closes the assignment (sets its return date); the item is AVAILABLE again. */
export const returnEquipment = (assignmentId: string): Promise<unknown> =>
  api.post(`/equipment/return/${id(assignmentId)}`);

export const createVehicle = (body: VehicleCreate): Promise<Vehicle> =>
  api.post<Vehicle>('/equipment/vehicles', body);
export const deleteVehicle = (vehicleId: string): Promise<void> =>
  api.delete<void>(`/equipment/vehicles/${id(vehicleId)}`);

export type StatusChange = { id: string; status: AssetStatus };
export const setEquipmentStatus = ({ id: itemId, status }: StatusChange): Promise<Equipment> =>
  api.patch<Equipment>(`/equipment/${id(itemId)}`, { status });
/** A vehicle marked ASSIGNED names the agent who has it. */
export type VehicleStatusChange = StatusChange & { assignedAgentId?: string };
export const setVehicleStatus = ({ id: vehicleId, ...body }: VehicleStatusChange): Promise<Vehicle> =>
  api.patch<Vehicle>(`/equipment/vehicles/${id(vehicleId)}`, body);

/** A mutation after which one of the two lists is read again. */
function useListChange<T, R>(
  list: 'equipment' | 'vehicles',
  mutationFn: (value: T) => Promise<R>,
  config?: MutationConfig<R, T>,
) {
  const queryClient = useQueryClient();
  const queryKey = list === 'equipment' ? equipmentQueryOptions().queryKey : vehiclesQueryOptions().queryKey;
  return useMutation({
    ...config,
    mutationFn,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey });
      return config?.onSuccess?.(...args);
    },
  });
}

export const useCreateEquipment = (config?: MutationConfig<Equipment, EquipmentCreate>) =>
  useListChange('equipment', createEquipment, config);
export const useDeleteEquipment = (config?: MutationConfig<void, string>) =>
  useListChange('equipment', deleteEquipment, config);
export const useAssignEquipment = (config?: MutationConfig<EquipmentAssignment, EquipmentAssign>) =>
  useListChange('equipment', assignEquipment, config);
export const useReturnEquipment = (config?: MutationConfig<unknown, string>) =>
  useListChange('equipment', returnEquipment, config);
export const useCreateVehicle = (config?: MutationConfig<Vehicle, VehicleCreate>) =>
  useListChange('vehicles', createVehicle, config);
export const useDeleteVehicle = (config?: MutationConfig<void, string>) =>
  useListChange('vehicles', deleteVehicle, config);
export const useSetEquipmentStatus = (config?: MutationConfig<Equipment, StatusChange>) =>
  useListChange('equipment', setEquipmentStatus, config);
export const useSetVehicleStatus = (config?: MutationConfig<Vehicle, VehicleStatusChange>) =>
  useListChange('vehicles', setVehicleStatus, config);
