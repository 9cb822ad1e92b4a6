import * as MSG from '@secops/domain/messages';
import type { MissionDetail } from '@secops/domain/missions.schemas';
import { Card } from '../../../components/ui/card.tsx';

/** How many incidents, check-list tasks and attendances the mission has. */
export function MissionStatsCard({ counts }: { counts: MissionDetail['_count'] }) {
  const figures = [
    { label: MSG.missionStatsIncidents, value: counts.incidents },
    { label: MSG.missionStatsChecklists, value: counts.checklists },
    { label: MSG.missionStatsAttendances, value: counts.attendances },
  ];
  return (
    <Card title={MSG.missionStats}>
      <dl className="grid grid-cols-3 gap-3 text-center">
        {figures.map(({ label, value }) => (
          <div key={label} className="flex flex-col-reverse rounded-lg bg-slate-50 px-2 py-3">
            <dt className="mt-0.5 text-xs font-medium text-slate-600">{label}</dt>
            <dd className="text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
