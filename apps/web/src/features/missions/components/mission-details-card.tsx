import * as MSG from '@secops/domain/messages';
import { MISSION_TYPE_LABELS } from '@secops/domain/missions';
import type { MissionDetail } from '@secops/domain/missions.schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/** Client (a link to its page), type, start, end, address, objective and briefing of a mission. */
export function MissionDetailsCard({ mission }: { mission: MissionDetail }) {
  return (
    <Card title={MSG.missionDetails}>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Item label={MSG.missionFieldClient}>
          {mission.client && (
            <Link to={`/admin/clients/${mission.client.id}`} className="text-blue-700 hover:underline">
              {mission.client.company}
            </Link>
          )}
        </Item>
        <Item label={MSG.missionFieldType}>{MISSION_TYPE_LABELS[mission.type]}</Item>
        <Item label={MSG.missionStart}>{formatDateTime(mission.startAt)}</Item>
        <Item label={MSG.missionEnd}>{formatDateTime(mission.endAt)}</Item>
        <Item label={MSG.missionFieldAddress} wide>
          {mission.locationAddress}
        </Item>
        <Item label={MSG.missionFieldObjective} wide>
          {mission.objective}
        </Item>
        <Item label={MSG.missionBriefing} wide>
          {mission.briefingNotes}
        </Item>
      </dl>
    </Card>
  );
}

function Item({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-sm whitespace-pre-line text-slate-900">
        {children || <span className="text-slate-500 italic">{MSG.uiNone}</span>}
      </dd>
    </div>
  );
}
