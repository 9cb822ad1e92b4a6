import { zodResolver } from '@hookform/resolvers/zod';
import { VEHICLE_YEAR_MAX, VEHICLE_YEAR_MIN } from '@secops/domain/equipment';
import { VehicleCreateSchema, type VehicleCreate } from '@secops/domain/equipment.schemas';
import * as MSG from '@secops/domain/messages';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormModalFooter } from '../../../components/ui/form-modal-footer.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { useCreateVehicle } from '../api/equipment-mutations.ts';
import { yearOrNothing } from '../utils/equipment-display.ts';

type VehicleInput = z.input<typeof VehicleCreateSchema>;

const FIELDS = ['plate', 'brand', 'model', 'year', 'notes'] as const;
const FORM_ID = 'add-vehicle-form';
const EMPTY: VehicleInput = { plate: '', brand: '', model: '', year: undefined, notes: '' };

/** A new vehicle (mounted while open): plate required; the year, 1990 to 2030, is sent only when filled. */
export function AddVehicleModal({ onClose }: { onClose: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<VehicleInput, unknown, VehicleCreate>({
    resolver: zodResolver(VehicleCreateSchema),
    defaultValues: EMPTY,
  });
  const create = useCreateVehicle({
    onSuccess: () => {
      toast.success(MSG.vehicleCreated);
      onClose();
    },
    onError: (error) => {
      const placed = showServerErrors(error, setError, { fields: FIELDS, codes: { PLATE_TAKEN: 'plate' } });
      if (!placed) toast.error(errorMessage(error, MSG.equipmentCreateError));
    },
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={MSG.vehicleAdd}
      footer={
        <FormModalFooter
          formId={FORM_ID}
          submitLabel={MSG.equipmentCreate}
          onCancel={onClose}
          isPending={create.isPending}
        />
      }
    >
      <form
        id={FORM_ID}
        noValidate
        onSubmit={handleSubmit((body) => create.mutate(body))}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      >
        <Input
          label={MSG.vehicleFieldPlate}
          required
          data-autofocus
          autoComplete="off"
          placeholder={MSG.vehiclePlatePlaceholder}
          error={errors.plate?.message}
          {...register('plate')}
        />
        <Input
          label={MSG.vehicleFieldYear}
          type="number"
          inputMode="numeric"
          min={VEHICLE_YEAR_MIN}
          max={VEHICLE_YEAR_MAX}
          step={1}
          error={errors.year?.message}
          {...register('year', { setValueAs: yearOrNothing })}
        />
        <Input label={MSG.equipmentFieldBrand} error={errors.brand?.message} {...register('brand')} />
        <Input label={MSG.equipmentFieldModel} error={errors.model?.message} {...register('model')} />
        <Textarea
          label={MSG.equipmentFieldNotes}
          rows={3}
          className="sm:col-span-2"
          error={errors.notes?.message}
          {...register('notes')}
        />
      </form>
    </Modal>
  );
}
