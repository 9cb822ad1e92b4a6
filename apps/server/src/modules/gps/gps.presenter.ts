import { DEFAULT_PERIMETER_RADIUS_M } from '@secops/domain/missions';
import type { Perimeter } from '@secops/domain/missions.schemas';
import type { LivePosition } from '@secops/domain/gps';
import type { DisplayInfo, LatestRow, NewPosition } from './gps.repository.ts';

type StoredPosition = Omit<NewPosition, 'missionId'> & { missionId: string | null };

export const presentLivePosition = (position: StoredPosition, info: DisplayInfo): LivePosition => ({
  agentId: position.agentId,
  missionId: position.missionId,
  lat: position.lat,
  lng: position.lng,
  accuracy: position.accuracy,
  speed: position.speed,
  heading: position.heading,
  battery: position.battery,
  timestamp: position.recordedAt.toISOString(),
  agent: info.agent,
  mission: info.missionTitle === null ? null : { title: info.missionTitle },
});

/** With the tracker's last contact when a heartbeat came after the position (the map shows 'Dernier contact'). */
export const presentLatestRow = (row: LatestRow): LivePosition => ({
  ...presentLivePosition(row.position, { agent: row.agent, missionTitle: row.missionTitle }),
  lastContact:
    row.contactAt === null ? null : { at: row.contactAt.toISOString(), battery: row.contactBattery },
});

type PerimeterSource = {
  locationLat: number | null;
  locationLng: number | null;
  perimeter: { enabled: boolean; centerLat: number | null; centerLng: number | null; radiusM: number } | null;
};

/** A mission without a stored perimeter has the default one: enabled, 1,000 m around the mission place. */
export const presentPerimeter = ({ locationLat, locationLng, perimeter }: PerimeterSource): Perimeter => ({
  enabled: perimeter?.enabled ?? true,
  centerLat: perimeter?.centerLat ?? locationLat,
  centerLng: perimeter?.centerLng ?? locationLng,
  radius: perimeter?.radiusM ?? DEFAULT_PERIMETER_RADIUS_M,
});
