import * as MSG from '@secops/domain/messages';
import type { MissionDetail } from '@secops/domain/missions.schemas';
import { CalendarDays, MapPin, Users } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { InfoLine } from './info-line.tsx';

/** 'Informations': the mission's dates, its first place (street, city) and the size of the team. */
export function MissionInfoCard({ mission }: { mission: MissionDetail }) {
  const location = mission.locations[0];
  return (
    <Card title={MSG.fieldInformation}>
      <dl className="space-y-3 text-base text-slate-800">
        <InfoLine icon={CalendarDays} label={MSG.fieldMissionDate}>
          {formatMessage(MSG.fieldMissionDates, {
            start: formatDateTime(mission.startAt),
            end: formatDateTime(mission.endAt),
          })}
        </InfoLine>
        <InfoLine icon={MapPin} label={MSG.fieldMissionPlace}>
          {location ? (
            <>
              <span className="block font-medium">{location.line1}</span>
              {location.city && <span className="block text-slate-600">{location.city}</span>}
            </>
          ) : (
            MSG.missionNoAddress
          )}
        </InfoLine>
        <InfoLine icon={Users} label={MSG.fieldTeamSize}>
          {formatMessage(MSG.missionAgentCount, { n: mission._count.assignments })}
        </InfoLine>
      </dl>
    </Card>
  );
}

/** The mission's objective and the briefing notes, as written by the supervisors. */
export function MissionBriefingCard({ mission }: { mission: MissionDetail }) {
  return (
    <Card title={MSG.fieldObjective}>
      <p className="text-base whitespace-pre-line text-slate-800">
        {mission.objective ?? MSG.fieldNotProvided}
      </p>
      <h3 className="mt-5 text-base font-semibold text-slate-900">{MSG.fieldBriefing}</h3>
      <p className="mt-1 text-base whitespace-pre-line text-slate-800">
        {mission.briefingNotes ?? MSG.fieldNoBriefing}
      </p>
    </Card>
  );
}
