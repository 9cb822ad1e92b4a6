import type { ClientVisibility } from '@secops/domain/client-portal';
import { CLIENT_SELECTABLE_LOGBOOK_TYPES, type ClientSelectableLogbookType } from '@secops/domain/logbook';
import * as MSG from '@secops/domain/messages';
import { isMissionLocked } from '@secops/domain/missions';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { findMissionVisibility, updateMissionVisibility } from './client-portal.repository.ts';

const selectable = (types: readonly string[]): ClientSelectableLogbookType[] =>
  CLIENT_SELECTABLE_LOGBOOK_TYPES.filter((type) => types.includes(type));

/** GET /api/missions/{id}/client-visibility: the entry types the mission's client sees. */
export async function missionClientVisibility(db: Db, missionId: string): Promise<ClientVisibility> {
  const mission = await findMissionVisibility(db, missionId);
  if (!mission) throw notFound(MSG.missionNotFound);
  return { logbookTypes: selectable(mission.logbookTypes) };
}

/**
 * PUT /api/missions/{id}/client-visibility: replaces them (each once, in the catalogue's order); an archived mission
 * no longer changes (409).
 */
export async function setMissionClientVisibility(
  db: Db,
  missionId: string,
  input: ClientVisibility,
): Promise<ClientVisibility> {
  const types = selectable(input.logbookTypes);
  await db.transaction(async (tx) => {
    const mission = await findMissionVisibility(tx, missionId, { lock: true });
    if (!mission) throw notFound(MSG.missionNotFound);
    if (isMissionLocked(mission.status)) throw conflict(MSG.missionArchived, 'MISSION_ARCHIVED');
    await updateMissionVisibility(tx, missionId, types);
  });
  return { logbookTypes: types };
}
