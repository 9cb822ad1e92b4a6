import { zodResolver } from '@hookform/resolvers/zod';
import * as MSG from '@secops/domain/messages';
import { SHIFT_UPDATE_SCOPES, type ShiftUpdateInput } from '@secops/domain/planning.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Input } from '../../../components/ui/field.tsx';
import { FormModalFooter } from '../../../components/ui/form-modal-footer.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessage, planningRefusal, type ApiViolation } from '../../../lib/api-error.ts';
import { fromParisInput, toParisInput } from '../../../lib/paris-input.ts';
import { createShifts } from '../api/create-shifts.ts';
import { updateShift } from '../api/update-shift.ts';
import { ShiftTimeFields } from './shift-time-fields.tsx';
import { WorkingTimeAlert } from './working-time-alert.tsx';
import type { BoardAgent, BoardShift } from '../utils/board-layout.ts';
import type { Choice } from './board-filters.tsx';

/** What the board opens: a new shift for an agent and day, or a shift to edit. */
export type ShiftModalTarget =
  { kind: 'create'; agentId: string; date: string } | { kind: 'edit'; shift: BoardShift };

const SCOPE_LABELS = {
  one: MSG.boardScopeOne,
  following: MSG.boardScopeFollowing,
  all: MSG.boardScopeAll,
} as const;

const dateTime = (message: string) => z.string().refine((v) => fromParisInput(v) !== null, message);
const FormSchema = z.object({
  missionId: z.string().min(1, MSG.shiftMissionRequired),
  /** '' for an open shift (nobody yet). */
  agentId: z.string(),
  startAt: dateTime(MSG.shiftStartRequired),
  endAt: dateTime(MSG.shiftEndRequired),
  zone: z.string().max(200, MSG.textTooLong),
  scope: z.enum(SHIFT_UPDATE_SCOPES),
});
type Values = z.infer<typeof FormSchema>;

/** A new shift runs 08:00–16:00 on the chosen day (Paris), the usual day post; an edited one keeps its own times. */
function initialValues(target: ShiftModalTarget): Values {
  if (target.kind === 'create')
    return {
      missionId: '',
      agentId: target.agentId,
      startAt: `${target.date}T08:00`,
      endAt: `${target.date}T16:00`,
      zone: '',
      scope: 'one',
    };
  const { shift } = target;
  return {
    missionId: shift.missionId,
    agentId: shift.agentId ?? '',
    startAt: toParisInput(shift.startAt),
    endAt: toParisInput(shift.endAt),
    zone: shift.zone ?? '',
    scope: 'one',
  };
}

type Props = {
  target: ShiftModalTarget;
  agents: readonly BoardAgent[];
  missions: readonly Choice[];
  onClose: () => void;
};

/**
 * The board's shift form, in a modal: mission, agent, start and end, zone, and for a series what the change applies
 * to. A rule broken (working time, unavailability) is shown before anything is saved; an administrator may save
 * anyway.
 */
export function BoardShiftModal({ target, agents, missions, onClose }: Props) {
  const queryClient = useQueryClient();
  const editing = target.kind === 'edit' ? target.shift : null;
  const form = useForm<Values>({ resolver: zodResolver(FormSchema), defaultValues: initialValues(target) });
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const [refused, setRefused] = useState<{ code: string; violations: ApiViolation[]; values: Values } | null>(
    null,
  );

  const save = useMutation({
    mutationFn: ({ values, acknowledge }: { values: Values; acknowledge: boolean }) => {
      const times = {
        startAt: fromParisInput(values.startAt) ?? '',
        endAt: fromParisInput(values.endAt) ?? '',
      };
      const acknowledgeViolations = acknowledge || undefined;
      if (!editing)
        return createShifts({
          ...times,
          missionId: values.missionId,
          agentId: values.agentId || null,
          zone: values.zone,
          acknowledgeViolations,
        });
      const body: ShiftUpdateInput = {
        ...times,
        missionId: values.missionId,
        // An open shift is filled by naming its agent; the API does not empty a filled one.
        ...(values.agentId && { agentId: values.agentId }),
        zone: values.zone,
        scope: values.scope,
        acknowledgeViolations,
      };
      return updateShift({ id: editing.id, missionId: editing.missionId, body });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['planning'] });
      toast.success(editing ? MSG.shiftUpdated : MSG.shiftAdded);
      onClose();
    },
    onError: (error, { values }) => {
      const refusal = planningRefusal(error);
      if (refusal) setRefused({ ...refusal, values });
      else toast.error(errorMessage(error, editing ? MSG.boardMoveError : MSG.shiftAddError));
    },
  });

  const formId = 'board-shift-form';
  return (
    <Modal
      open
      onClose={onClose}
      title={editing ? MSG.boardEditTitle : MSG.boardCreateTitle}
      size="lg"
      footer={
        <FormModalFooter
          formId={formId}
          submitLabel={MSG.boardSave}
          onCancel={onClose}
          isPending={save.isPending}
        />
      }
    >
      <form
        id={formId}
        noValidate
        onChange={() => setRefused(null)}
        onSubmit={form.handleSubmit((values) => save.mutate({ values, acknowledge: false }))}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      >
        {refused && (
          <WorkingTimeAlert
            className="sm:col-span-2"
            title={refused.code === 'UNAVAILABLE' ? MSG.boardUnavailableTitle : undefined}
            violations={refused.violations}
            isPending={save.isPending}
            onOverride={() => save.mutate({ values: refused.values, acknowledge: true })}
          />
        )}
        <Select
          label={MSG.boardFilterMission}
          required
          data-autofocus
          error={errors.missionId?.message}
          {...register('missionId')}
        >
          <option value="">{MSG.boardMissionPlaceholder}</option>
          {missions.map((mission) => (
            <option key={mission.id} value={mission.id}>
              {mission.label}
            </option>
          ))}
        </Select>
        <Select label={MSG.shiftFieldAgent} error={errors.agentId?.message} {...register('agentId')}>
          {(!editing || editing.agentId === null) && <option value="">{MSG.boardOpenShiftChoice}</option>}
          {agents.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {`${agent.lastName} ${agent.firstName} (${agent.matricule})`}
            </option>
          ))}
        </Select>
        <ShiftTimeFields control={control} />
        <Input
          label={MSG.shiftFieldZone}
          placeholder={MSG.shiftZonePlaceholder}
          error={errors.zone?.message}
          {...register('zone')}
        />
        {editing?.recurrenceGroupId && (
          <Select label={MSG.boardScope} {...register('scope')}>
            {SHIFT_UPDATE_SCOPES.map((scope) => (
              <option key={scope} value={scope}>
                {SCOPE_LABELS[scope]}
              </option>
            ))}
          </Select>
        )}
      </form>
    </Modal>
  );
}
