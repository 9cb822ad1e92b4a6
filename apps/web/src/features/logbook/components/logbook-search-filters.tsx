import * as MSG from '@secops/domain/messages';
import { Select } from '../../../components/ui/select.tsx';
import { useLogbookAuthorOptions, useLogbookMissionOptions } from '../api/get-filter-options.ts';
import type { DayPeriod } from '../utils/period.ts';
import { LogbookPeriodFields } from './logbook-period-fields.tsx';
import { LogbookTypeSelect } from './logbook-type-select.tsx';

export type LogbookSearch = DayPeriod & { missionId: string; type: string; authorId: string };
export const NO_LOGBOOK_SEARCH: LogbookSearch = {
  missionId: '',
  type: '',
  authorId: '',
  fromDay: '',
  toDay: '',
};

/** Mission, type, author and days; the server filters, so every page follows them. */
export function LogbookSearchFilters({
  value,
  onChange,
}: {
  value: LogbookSearch;
  onChange: (search: LogbookSearch) => void;
}) {
  const missions = useLogbookMissionOptions();
  const authors = useLogbookAuthorOptions();
  return (
    <section
      aria-label={MSG.reportFilters}
      className="mb-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-5"
    >
      <Select
        label={MSG.reportFilterMission}
        value={value.missionId}
        onChange={(event) => onChange({ ...value, missionId: event.target.value })}
      >
        <option value="">{MSG.logbookAllMissions}</option>
        {missions.data?.map((mission) => (
          <option key={mission.id} value={mission.id}>
            {mission.title}
          </option>
        ))}
      </Select>
      <LogbookTypeSelect value={value.type} onChange={(type) => onChange({ ...value, type })} />
      <Select
        label={MSG.auditFilterUser}
        value={value.authorId}
        onChange={(event) => onChange({ ...value, authorId: event.target.value })}
      >
        <option value="">{MSG.logbookAllAuthors}</option>
        {authors.data?.map((user) => (
          <option key={user.id} value={user.id}>
            {[user.firstName, user.lastName].filter(Boolean).join(' ') || user.email}
          </option>
        ))}
      </Select>
      <LogbookPeriodFields value={value} onChange={(period) => onChange({ ...value, ...period })} />
    </section>
  );
}
