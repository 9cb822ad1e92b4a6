import { zodResolver } from '@hookform/resolvers/zod';
import * as MSG from '@secops/domain/messages';
import type { ShiftCreate, ShiftCreateInput } from '@secops/domain/planning.schemas';
import { Plus, Sparkles } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage, workingTimeViolations, type ApiViolation } from '../../../lib/api-error.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import { useCreateShifts } from '../api/create-shifts.ts';
import { useAgentSuggestions } from '../hooks/use-agent-suggestions.ts';
import { ShiftAgentSelect, type TeamMember } from './shift-agent-select.tsx';
import { EMPTY_SHIFT_FORM, shiftFormSchema, type ShiftFormValues } from './shift-form.schema.ts';
import { ShiftRecurrenceFields } from './shift-recurrence-fields.tsx';
import { SuggestionPanel } from './suggestion-panel.tsx';
import { ShiftTimeFields } from './shift-time-fields.tsx';
import { WorkingTimeAlert } from './working-time-alert.tsx';

type ShiftFormProps = { missionId: string; team: readonly TeamMember[]; onCreated?: () => void };

/** Plans a shift (or a daily or weekly series) on the mission; agents can be suggested for the chosen window. */
export function ShiftForm({ missionId, team, onCreated }: ShiftFormProps) {
  const resolver = useMemo(() => zodResolver(shiftFormSchema(missionId)), [missionId]);
  const form = useForm<ShiftFormValues, unknown, ShiftCreate>({ resolver, defaultValues: EMPTY_SHIFT_FORM });
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const [startAt, endAt] = useWatch({ control, name: ['startAt', 'endAt'] });
  const hintId = useId();
  const suggestions = useAgentSuggestions(missionId);
  // The request the server refused for working time, and the rules it named: shown until the form changes.
  const [refused, setRefused] = useState<{ body: ShiftCreateInput; violations: ApiViolation[] } | null>(null);

  const create = useCreateShifts(missionId, {
    onSuccess: (created) => {
      setRefused(null);
      toast.success(
        Array.isArray(created) ? formatMessage(MSG.shiftsCreated, { n: created.length }) : MSG.shiftAdded,
      );
      form.reset(EMPTY_SHIFT_FORM);
      suggestions.close();
      onCreated?.();
    },
    onError: (error, body) => {
      const violations = workingTimeViolations(error);
      if (violations.length > 0)
        setRefused({ body: { ...body, acknowledgeViolations: undefined }, violations });
      else toast.error(errorMessage(error, MSG.shiftAddError));
    },
  });

  function choose(agentId: string) {
    form.setValue('agentId', agentId, { shouldDirty: true, shouldValidate: true });
    toast.success(MSG.suggestionSelected);
    suggestions.close();
    form.setFocus('agentId');
  }

  const datesMissing = !startAt || !endAt;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit((body) => create.mutate(body))}
        onChange={() => setRefused(null)}
        className="grid gap-4 sm:grid-cols-2"
      >
        <ShiftAgentSelect
          team={team}
          className="sm:col-span-2"
          error={errors.agentId?.message}
          {...register('agentId')}
        />
        <ShiftTimeFields control={control} />
        <Input
          label={MSG.shiftFieldZone}
          placeholder={MSG.shiftZonePlaceholder}
          maxLength={200}
          className="sm:col-span-2"
          error={errors.zone?.message}
          {...register('zone')}
        />
        <Textarea
          label={MSG.shiftFieldNotes}
          rows={2}
          maxLength={2000}
          className="sm:col-span-2"
          error={errors.notes?.message}
          {...register('notes')}
        />
        <ShiftRecurrenceFields />
        <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <div className="space-y-1">
            <Button
              variant="secondary"
              icon={<Sparkles aria-hidden="true" />}
              disabled={datesMissing}
              isLoading={suggestions.isPending}
              aria-describedby={datesMissing ? hintId : undefined}
              onClick={() => suggestions.request(startAt, endAt)}
            >
              {MSG.suggestAgents}
            </Button>
            {datesMissing && (
              <p id={hintId} className="text-xs text-slate-500">
                {MSG.suggestionDatesRequired}
              </p>
            )}
          </div>
          <Button type="submit" icon={<Plus aria-hidden="true" />} isLoading={create.isPending}>
            {MSG.shiftSubmit}
          </Button>
        </div>
        {refused && (
          <WorkingTimeAlert
            className="sm:col-span-2"
            violations={refused.violations}
            isPending={create.isPending}
            onOverride={() => create.mutate({ ...refused.body, acknowledgeViolations: true })}
          />
        )}
        {suggestions.suggestions && (
          <div className="sm:col-span-2">
            <SuggestionPanel
              suggestions={suggestions.suggestions}
              onChoose={choose}
              onClose={suggestions.close}
            />
          </div>
        )}
      </form>
    </FormProvider>
  );
}
