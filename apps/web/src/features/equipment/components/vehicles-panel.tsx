import type { Vehicle } from '@secops/domain/equipment.schemas';
import * as MSG from '@secops/domain/messages';
import { Car } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useDeleteVehicle, useSetVehicleStatus } from '../api/equipment-mutations.ts';
import { useVehicles } from '../api/get-vehicles.ts';
import { AssignVehicleModal } from './assign-vehicle-modal.tsx';
import { PanelList } from './panel-states.tsx';
import { VehicleCard } from './vehicle-card.tsx';

/** The vehicles tab: every vehicle, deleted (after confirmation) from its card. */
export function VehiclesPanel({ canDelete }: { canDelete: boolean }) {
  const vehicles = useVehicles();
  const [removing, setRemoving] = useState<Vehicle | null>(null);
  const [assigning, setAssigning] = useState<Vehicle | null>(null);
  const setStatus = useSetVehicleStatus({
    onSuccess: () => toast.success(MSG.equipmentStatusSaved),
    onError: (error) => toast.error(errorMessage(error, MSG.equipmentStatusError)),
  });
  const remove = useDeleteVehicle({
    onSuccess: () => toast.success(MSG.vehicleRemoved),
    onError: (error) => toast.error(errorMessage(error, MSG.equipmentDeleteError)),
    onSettled: () => setRemoving(null),
  });

  return (
    <>
      <PanelList
        query={vehicles}
        loadError={MSG.vehiclesLoadError}
        empty={{ icon: Car, title: MSG.vehicleNone, description: MSG.vehicleNoneHint }}
      >
        {(items) =>
          items.map((vehicle) => (
            <li key={vehicle.id}>
              <VehicleCard
                vehicle={vehicle}
                canDelete={canDelete}
                onDelete={() => setRemoving(vehicle)}
                onStatus={(status) =>
                  // "Assigné" says to whom: the agent is chosen first.
                  status === 'ASSIGNED' ? setAssigning(vehicle) : setStatus.mutate({ id: vehicle.id, status })
                }
              />
            </li>
          ))
        }
      </PanelList>
      {assigning && <AssignVehicleModal vehicle={assigning} onClose={() => setAssigning(null)} />}
      <ConfirmDialog
        open={removing !== null}
        title={MSG.vehicleDeleteTitle}
        message={MSG.vehicleDeleteConfirm}
        confirmLabel={MSG.equipmentDelete}
        isPending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
