import * as MSG from '@secops/domain/messages';
import { CallButtons } from '../../../components/call-buttons.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatTime } from '../../../lib/format.ts';
import { useAgentAccount } from '../api/get-agent-account.ts';
import type { AgentOnMap } from '../utils/live-positions.ts';
import { agentFullName, formatCoordinates, speedKmh } from '../utils/position-display.ts';
import { FRESHNESS_TONES } from './freshness-style.ts';
import { GPS_TEXTS } from '../texts.ts';

/**
 * A marker's popup: photo or initials, name, matricule, freshness, mission, speed, the exact position, the battery
 * when a tracker sends it, the tracker's last contact when a heartbeat came after the position, calls.
 */
export function PositionPopup({ agent }: { agent: AgentOnMap }) {
  const name = agentFullName(agent.agent);
  const userId = useAgentAccount(agent.agentId);
  const rows: [string, string][] = [
    [MSG.gpsMatricule, agent.agent.matricule],
    [MSG.gpsMissionFilter, agent.mission?.title ?? MSG.gpsNoMission],
    [MSG.gpsSpeed, formatMessage(MSG.gpsSpeedValue, { speed: speedKmh(agent.speed) })],
    [MSG.gpsPosition, formatCoordinates(agent.lat, agent.lng)],
    [MSG.gpsLastSeen, formatTime(agent.timestamp)],
  ];
  // Only a native tracker (Traccar Client) tells its battery.
  if (agent.battery !== null) {
    rows.push([
      GPS_TEXTS.battery,
      formatMessage(GPS_TEXTS.batteryValue, { level: Math.round(agent.battery) }),
    ]);
  }
  // A tracker's heartbeat newer than the position: the phone is alive even though it sends no coordinates.
  const contact = agent.lastContact;
  if (contact) {
    const time = formatTime(contact.at);
    const value =
      contact.battery === null
        ? time
        : formatMessage(GPS_TEXTS.lastContactValue, { time, level: Math.round(contact.battery) });
    rows.push([GPS_TEXTS.lastContact, value]);
  }
  return (
    <div className="min-w-52 space-y-2 text-slate-900">
      <div className="flex items-center gap-3">
        <Avatar name={name} photo={agent.agent.photo} />
        <div className="min-w-0">
          <div className="truncate text-sm font-semibold" title={name}>
            {name}
          </div>
          <Badge tone={FRESHNESS_TONES[agent.freshness.level]}>{agent.freshness.label}</Badge>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium break-words tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {userId && <CallButtons peer={{ userId, name, photo: agent.agent.photo }} />}
    </div>
  );
}
