import * as MSG from '@secops/domain/messages';
import { DELETE_ROLES } from '@secops/domain/role-access';
import { Car, Package, Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useSessionUser } from '../../auth/index.ts';
import { AddEquipmentModal } from '../components/add-equipment-modal.tsx';
import { AddVehicleModal } from '../components/add-vehicle-modal.tsx';
import { EquipmentPanel } from '../components/equipment-panel.tsx';
import { VehiclesPanel } from '../components/vehicles-panel.tsx';

type Tab = 'equipment' | 'vehicles';

/** /admin/equipment "Matériel & Véhicules": two tabs (kept in the address, ?onglet=vehicules), add modals. */
export function EquipmentRoute() {
  const user = useSessionUser();
  const canDelete = user !== null && DELETE_ROLES.includes(user.role);
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('onglet') === 'vehicules' ? 'vehicles' : 'equipment';
  const [adding, setAdding] = useState(false);

  const selectTab = (next: Tab) =>
    setParams(next === 'vehicles' ? { onglet: 'vehicules' } : {}, { replace: true });

  return (
    <>
      <PageHeader
        title={MSG.titleEquipment}
        actions={
          <Button onClick={() => setAdding(true)} icon={<Plus aria-hidden="true" />}>
            {tab === 'equipment' ? MSG.equipmentAdd : MSG.vehicleAdd}
          </Button>
        }
      />
      <Tabs
        label={MSG.equipmentTabs}
        value={tab}
        onChange={selectTab}
        tabs={[
          {
            value: 'equipment',
            label: (
              <>
                <Package aria-hidden="true" className="size-4" />
                {MSG.equipmentTabEquipment}
              </>
            ),
            content: <EquipmentPanel canDelete={canDelete} />,
          },
          {
            value: 'vehicles',
            label: (
              <>
                <Car aria-hidden="true" className="size-4" />
                {MSG.equipmentTabVehicles}
              </>
            ),
            content: <VehiclesPanel canDelete={canDelete} />,
          },
        ]}
      />
      {adding && tab === 'equipment' && <AddEquipmentModal onClose={() => setAdding(false)} />}
      {adding && tab === 'vehicles' && <AddVehicleModal onClose={() => setAdding(false)} />}
    </>
  );
}
