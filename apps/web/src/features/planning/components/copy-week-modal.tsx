import * as MSG from '@secops/domain/messages';
import type { CopyWeekResult } from '@secops/domain/planning-board';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { DateInput } from '../../../components/ui/date-inputs.tsx';
import { FormModalFooter } from '../../../components/ui/form-modal-footer.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import { useCopyWeek } from '../api/copy-week.ts';
import { addCalendarDays, mondayOf, readCalendarDate } from '../utils/week-layout.ts';

type CopyWeekModalProps = {
  open: boolean;
  onClose: () => void;
  /** The Monday of the week shown, the one copied. */
  monday: string;
  missions: readonly { id: string; title: string }[];
};

/** "Copier la semaine": the shown week's shifts to another week (all missions or one); what was skipped, and why. */
export function CopyWeekModal({ open, onClose, monday, missions }: CopyWeekModalProps) {
  const formId = useId();
  const [target, setTarget] = useState(() => addCalendarDays(monday, 7));
  const [missionId, setMissionId] = useState('');
  const [skipped, setSkipped] = useState<CopyWeekResult['skipped'] | null>(null);
  const copy = useCopyWeek();
  const day = readCalendarDate(target);
  const toWeek = day ? mondayOf(day) : null;

  const close = () => {
    setSkipped(null);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!toWeek) return;
    copy.mutate(
      { fromWeek: monday, toWeek, ...(missionId && { missionId }) },
      {
        onSuccess: (result) => {
          toast.success(formatMessage(MSG.copyWeekDone, { n: result.created }));
          if (result.skipped.length === 0) close();
          else setSkipped(result.skipped);
        },
        onError: (error) => toast.error(errorMessage(error, MSG.copyWeekError)),
      },
    );
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={MSG.copyWeekTitle}
      description={MSG.copyWeekDescription}
      footer={
        <FormModalFooter
          formId={formId}
          submitLabel={MSG.copyWeekSubmit}
          onCancel={close}
          isPending={copy.isPending}
          disabled={!toWeek || toWeek === monday}
        />
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        <DateInput
          label={MSG.copyWeekTarget}
          required
          value={target}
          onChange={(value) => {
            setTarget(value);
            setSkipped(null);
          }}
          hint={toWeek ? formatMessage(MSG.copyWeekTargetHint, { monday: formatDate(toWeek) }) : undefined}
        />
        <Select label={MSG.copyWeekMission} value={missionId} onChange={(e) => setMissionId(e.target.value)}>
          <option value="">{MSG.copyWeekAllMissions}</option>
          {missions.map((mission) => (
            <option key={mission.id} value={mission.id}>
              {mission.title}
            </option>
          ))}
        </Select>
      </form>
      {skipped && (
        <section role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
          <h3 className="font-semibold text-amber-900">
            {formatMessage(MSG.copyWeekSkippedTitle, { n: skipped.length })}
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-amber-900">
            {skipped.map((item) => (
              <li key={item.shiftId}>
                <span className="font-medium">
                  {item.agentName}, {formatDateTime(item.startAt)}
                </span>{' '}
                : {item.reason}
              </li>
            ))}
          </ul>
        </section>
      )}
    </Modal>
  );
}
