import * as MSG from '@secops/domain/messages';
import { useFormContext } from 'react-hook-form';
import { Textarea } from '../../../components/ui/textarea.tsx';
import type { MissionFormValues } from './mission-form.schema.ts';

/** Objective and briefing notes of the mission form. */
export function MissionBriefingFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<MissionFormValues>();
  return (
    <div className="space-y-4">
      <Textarea
        label={MSG.missionFieldObjective}
        rows={3}
        error={errors.objective?.message}
        {...register('objective')}
      />
      <Textarea
        label={MSG.missionFieldBriefing}
        rows={5}
        error={errors.briefingNotes?.message}
        {...register('briefingNotes')}
      />
    </div>
  );
}
