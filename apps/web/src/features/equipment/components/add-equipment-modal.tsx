import { zodResolver } from '@hookform/resolvers/zod';
import { EQUIPMENT_KIND_LABELS, EQUIPMENT_KINDS } from '@secops/domain/equipment';
import { EquipmentCreateSchema, type EquipmentCreate } from '@secops/domain/equipment.schemas';
import * as MSG from '@secops/domain/messages';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormModalFooter } from '../../../components/ui/form-modal-footer.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { useCreateEquipment } from '../api/equipment-mutations.ts';

type EquipmentInput = z.input<typeof EquipmentCreateSchema>;

const FIELDS = ['kind', 'serial', 'brand', 'model', 'notes'] as const;
const FORM_ID = 'add-equipment-form';
// The kind starts unchosen (the empty option): the schema then answers "Le type d'équipement est requis".
const EMPTY = { kind: '', serial: '', brand: '', model: '', notes: '' } as unknown as EquipmentInput;

/** A new piece of equipment (mounted while open): the kind is required; serial, brand, model and notes optional. */
export function AddEquipmentModal({ onClose }: { onClose: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EquipmentInput, unknown, EquipmentCreate>({
    resolver: zodResolver(EquipmentCreateSchema),
    defaultValues: EMPTY,
  });
  const create = useCreateEquipment({
    onSuccess: () => {
      toast.success(MSG.equipmentCreated);
      onClose();
    },
    onError: (error) => {
      if (!showServerErrors(error, setError, { fields: FIELDS })) {
        toast.error(errorMessage(error, MSG.equipmentCreateError));
      }
    },
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={MSG.equipmentAdd}
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
        <Select
          label={MSG.equipmentFieldKind}
          required
          data-autofocus
          error={errors.kind?.message}
          {...register('kind')}
        >
          <option value="">{MSG.equipmentKindPlaceholder}</option>
          {EQUIPMENT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {EQUIPMENT_KIND_LABELS[kind]}
            </option>
          ))}
        </Select>
        <Input label={MSG.equipmentFieldSerial} error={errors.serial?.message} {...register('serial')} />
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
