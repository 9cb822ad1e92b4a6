import { formatMessage } from '@secops/domain/format-message';
import * as MSG from '@secops/domain/messages';
import { isField, isStaff } from '@secops/domain/roles';
import type { Sos, SosClose, SosCreate, SosStatus } from '@secops/domain/sos';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { RealtimeEmitter } from '../../realtime/emitter.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { findCurrentMission } from '../planning/current-mission.repository.ts';
import { presentSos } from './sos.presenter.ts';
import { findSosView, insertSosOnce, listSosViews, lockSos, updateSos } from './sos.repository.ts';

/** `push` tells staff by web push too, even with the app closed. */
type Deps = { db: Db; emitter: RealtimeEmitter; push?: { sosRaised(sos: Sos): void } };

async function view(db: Db, id: string): Promise<Sos> {
  const row = await findSosView(db, id);
  if (!row) throw notFound(MSG.sosNotFound);
  return presentSos(row);
}

const alreadyClosed = () => conflict(MSG.sosAlreadyClosed, 'SOS_CLOSED');

/**
 * POST /api/sos: a field user's alert, with the mission they are on now, told to staff sockets at once and by push
 * in the background. The same clientRequestId again answers the alert already raised (created: false) and tells
 * nobody twice.
 */
export async function raiseSos(
  deps: Deps,
  user: AuthUser,
  input: SosCreate,
): Promise<{ sos: Sos; created: boolean }> {
  if (!isField(user.role) || !user.agentId) throw forbidden(MSG.sosFieldOnly);
  const missionId = await findCurrentMission(deps.db, user.agentId, new Date());
  const { id, created } = await insertSosOnce(deps.db, {
    agentId: user.agentId,
    userId: user.id,
    clientRequestId: input.clientRequestId,
    missionId,
    lat: input.lat ?? null,
    lng: input.lng ?? null,
    accuracy: input.accuracy ?? null,
  });
  const sos = await view(deps.db, id);
  if (created) {
    deps.emitter.sosRaised(sos);
    deps.push?.sosRaised(sos);
  }
  return { sos, created };
}

export const listSos = async (db: Db, status?: SosStatus): Promise<Sos[]> =>
  (await listSosViews(db, status)).map(presentSos);

/** Staff read any alert; a field user only their own (another's answers 404, as if it did not exist). */
export async function getSos(db: Db, user: AuthUser, id: string): Promise<Sos> {
  const sos = await view(db, id);
  if (!isStaff(user.role) && sos.agent.id !== user.agentId) throw notFound(MSG.sosNotFound);
  return sos;
}

/**
 * Staff take an open alert: one of them only (the row is locked); the same person again is answered as before,
 * another gets 409 naming who has it. The raising agent's phone is told at once.
 */
export async function acknowledgeSos(deps: Deps, actor: AuthUser, id: string): Promise<Sos> {
  const outcome = await deps.db.transaction(async (tx) => {
    const alert = await lockSos(tx, id);
    if (!alert) throw notFound(MSG.sosNotFound);
    if (alert.status === 'CLOSED') throw alreadyClosed();
    const raiser = alert.userId;
    if (alert.status === 'ACKNOWLEDGED')
      return { changed: false, takenByOther: alert.acknowledgedBy !== actor.id, raiser };
    await updateSos(tx, id, { status: 'ACKNOWLEDGED', acknowledgedAt: new Date(), acknowledgedBy: actor.id });
    return { changed: true, takenByOther: false, raiser };
  });
  const sos = await view(deps.db, id);
  if (outcome.takenByOther) {
    const name = sos.acknowledgedBy?.name ?? '';
    throw conflict(formatMessage(MSG.sosAlreadyAcknowledged, { name }), 'SOS_ACKNOWLEDGED');
  }
  if (outcome.changed) deps.emitter.sosChanged('sos:acknowledged', sos, outcome.raiser);
  return sos;
}

/** Staff close an alert, open or taken, with what happened and whether it was a false alarm. */
export async function closeSos(deps: Deps, actor: AuthUser, id: string, input: SosClose): Promise<Sos> {
  const raiser = await deps.db.transaction(async (tx) => {
    const alert = await lockSos(tx, id);
    if (!alert) throw notFound(MSG.sosNotFound);
    if (alert.status === 'CLOSED') throw alreadyClosed();
    await updateSos(tx, id, {
      status: 'CLOSED',
      closedAt: new Date(),
      closedBy: actor.id,
      note: input.note || null,
      falseAlarm: input.falseAlarm,
    });
    return alert.userId;
  });
  const sos = await view(deps.db, id);
  deps.emitter.sosChanged('sos:closed', sos, raiser);
  return sos;
}
