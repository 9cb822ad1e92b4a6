import { ATTENDANCE_STATUSES, ATTENDANCE_STATUS_LABELS } from '@secops/domain/attendance';
import * as MSG from '@secops/domain/messages';
import { RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { DateInput } from '../../../components/ui/date-inputs.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { isDateValue } from '../../../lib/date-text.ts';
import { useReportOptions } from '../api/get-report-options.ts';
import { NO_FILTERS, type ReportFilters as Filters } from '../api/get-attendance-report.ts';

type Props = { value: Filters; onChange: (filters: Filters) => void };

/** Agent, mission, status, suspect or not, start and end dates; an empty choice is no filter. */
export function ReportFilters({ value, onChange }: Props) {
  const options = useReportOptions();
  const set = (key: keyof Filters) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value });
  // A day is applied once it is a whole date (or cleared), not at each keystroke of one being typed.
  const setDay = (key: 'startDate' | 'endDate') => (day: string) => {
    if (isDateValue(day)) onChange({ ...value, [key]: day });
  };
  const active = Object.values(value).some(Boolean);

  return (
    <section
      aria-label={MSG.reportFilters}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Select label={MSG.reportFilterAgent} value={value.agentId} onChange={set('agentId')}>
          <option value="">{MSG.reportAll}</option>
          {options.data?.agents.map((a) => (
            <option key={a.id} value={a.id}>
              {a.label}
            </option>
          ))}
        </Select>
        <Select label={MSG.reportFilterMission} value={value.missionId} onChange={set('missionId')}>
          <option value="">{MSG.reportAllFeminine}</option>
          {options.data?.missions.map((m) => (
            <option key={m.id} value={m.id}>
              {m.label}
            </option>
          ))}
        </Select>
        <Select label={MSG.reportFilterStatus} value={value.status} onChange={set('status')}>
          <option value="">{MSG.reportAll}</option>
          {ATTENDANCE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ATTENDANCE_STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
        <Select label={MSG.attendanceSuspectCount} value={value.suspect} onChange={set('suspect')}>
          <option value="">{MSG.reportAll}</option>
          <option value="true">{MSG.attendanceSuspectOnly}</option>
          <option value="false">{MSG.attendanceNotSuspectOnly}</option>
        </Select>
        <DateInput label={MSG.reportFilterStart} value={value.startDate} onChange={setDay('startDate')} />
        <DateInput label={MSG.reportFilterEnd} value={value.endDate} onChange={setDay('endDate')} />
      </div>
      <div className="mt-4 flex justify-end">
        <Button
          variant="ghost"
          icon={<RotateCcw aria-hidden="true" />}
          disabled={!active}
          onClick={() => onChange(NO_FILTERS)}
        >
          {MSG.reportReset}
        </Button>
      </div>
    </section>
  );
}
