import { DEFAULT_PERIMETER_RADIUS_M } from '@secops/domain/missions';
import type { Perimeter, PerimeterUpdate } from '@secops/domain/missions.schemas';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { presentPerimeter } from './missions.presenter.ts';
import { findPerimeter, upsertPerimeter } from './missions.repository.ts';
import { findVisibleMission, withWritableMission } from './missions.service.ts';

/** The mission's perimeter; a mission saved without one gets the default (its place, 1 km, enabled). */
export async function getPerimeter(db: Db, user: AuthUser, missionId: string): Promise<Perimeter> {
  const mission = await findVisibleMission(db, user, missionId);
  const row = await findPerimeter(db, missionId);
  if (row) return presentPerimeter(row);
  return {
    enabled: true,
    centerLat: mission.locationLat,
    centerLng: mission.locationLng,
    radius: DEFAULT_PERIMETER_RADIUS_M,
  };
}

/**
 * Turns the perimeter on or off, sets its radius and its centre; a change that gives no centre puts the centre back
 * on the mission's place.
 */
export async function updatePerimeter(db: Db, missionId: string, body: PerimeterUpdate): Promise<Perimeter> {
  return withWritableMission(db, missionId, async (tx, mission) =>
    presentPerimeter(
      await upsertPerimeter(tx, missionId, {
        enabled: body.enabled,
        radiusM: body.radius,
        centerLat: body.centerLat ?? mission.locationLat,
        centerLng: body.centerLng ?? mission.locationLng,
      }),
    ),
  );
}
