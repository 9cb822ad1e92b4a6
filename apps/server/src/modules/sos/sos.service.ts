import { formatMessage } from '@secops/domain/format-message';
import { AUTO_ENTRY_TEXT } from '@secops/domain/logbook-auto';
import * as MSG from '@secops/domain/messages';
import { isField, isStaff } from '@secops/domain/roles';
import type { Sos, SosClose, SosCreate, SosStatus } from '@secops/domain/sos';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { RealtimeEmitter } from '../../realtime/emitter.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { followSos } from '../alerts/alerts.service.ts';
import { recordAutoEntry } from '../logbook/auto-entry.ts';
import { findCurrentMission } from '../planning/current-mission.repository.ts';
import { presentSos } from './sos.presenter.ts';
import {
  findOrRepeatSos,
  findSosView,
  listSosViews,
  lockSos,
  raiseSosOnce,
  updateSos,
} from './sos.repository.ts';

/** `push` tells staff by web push too, even with the app closed. */
export type SosDeps = { db: Db; emitter: RealtimeEmitter; push?: { sosRaised(sos: Sos): void } };

async function view(db: Db, id: string): Promise<Sos> {
  const row = await findSosView(db, id);
  if (!row) throw notFound(MSG.sosNotFound);
  return presentSos(row);
}

const alreadyClosed = () => conflict(MSG.sosAlreadyClosed, 'SOS_CLOSED');

/** While an agent's alert raised less than this long ago is not closed, a new press answers that alert. */
export const SOS_REPEAT_WINDOW_MS = 10 * 60_000;

/** The alert each agent's press is raising in this process, while its transaction runs. */
const raising = new Map<string, Promise<unknown>>();

/**
 * One alert however many presses arrive at once. Most presses find the alert to answer without a lock; only a press
 * finding none takes the agent's lock (raiseSosOnce), and in this process one at a time per agent: the others wait
 * for it without holding a database connection, then find the alert it raised.
 */
async function raiseOnce(db: Db, values: Parameters<typeof raiseSosOnce>[1], openSince: Date) {
  const known = await findOrRepeatSos(db, values, openSince);
  if (known) return known;
  const pending = raising.get(values.agentId);
  if (pending) {
    await pending.catch(() => undefined);
    const raised = await findOrRepeatSos(db, values, openSince);
    if (raised) return raised;
  }
  const raise = raiseSosOnce(db, values, openSince);
  raising.set(values.agentId, raise);
  try {
    return await raise;
  } finally {
    if (raising.get(values.agentId) === raise) raising.delete(values.agentId);
  }
}

/**
 * POST /api/sos: a field user's alert, with the mission they are on now, told to staff sockets at once and by push
 * in the background. An SOS is never refused, but it is not multiplied either:
 * - the same clientRequestId again answers the alert already raised (created: false) and tells nobody twice;
 * - while the agent has an alert not closed raised less than SOS_REPEAT_WINDOW_MS ago, a new request answers that
 *   alert (created: false) with the position it sends, and sounds the staff alarm again (sockets; the push went out
 *   with the first).
 */
export async function raiseSos(
  deps: SosDeps,
  user: AuthUser,
  input: SosCreate,
): Promise<{ sos: Sos; created: boolean }> {
  if (!isField(user.role) || !user.agentId) throw forbidden(MSG.sosFieldOnly);
  return raiseAgentSos(deps, { agentId: user.agentId, userId: user.id }, input);
}

/** The alert of an agent, by the app (raiseSos) or by the SOS button of their tracker, under the same rules. */
export async function raiseAgentSos(
  deps: SosDeps,
  raiser: { agentId: string; userId: string | null },
  input: SosCreate,
): Promise<{ sos: Sos; created: boolean }> {
  const now = new Date();
  const missionId = await findCurrentMission(deps.db, raiser.agentId, now);
  const values = {
    agentId: raiser.agentId,
    userId: raiser.userId,
    clientRequestId: input.clientRequestId,
    missionId,
    lat: input.lat ?? null,
    lng: input.lng ?? null,
    accuracy: input.accuracy ?? null,
  };
  const { id, outcome } = await raiseOnce(deps.db, values, new Date(now.getTime() - SOS_REPEAT_WINDOW_MS));
  const sos = await view(deps.db, id);
  if (outcome !== 'replayed') deps.emitter.sosRaised(sos);
  if (outcome === 'created') deps.push?.sosRaised(sos);
  return { sos, created: outcome === 'created' };
}

export const listSos = async (db: Db, status?: SosStatus): Promise<Sos[]> =>
  (await listSosViews(db, status)).map(presentSos);

/** Staff read any alert; a field user only their own (another's answers 404, as if it did not exist). */
export async function getSos(db: Db, user: AuthUser, id: string): Promise<Sos> {
  const sos = await view(db, id);
  if (!isStaff(user.role) && sos.agent.id !== user.agentId) throw notFound(MSG.sosNotFound);
  return sos;
}

/** The main courante's entry of an alert taken or closed, on the mission the agent was on (none without one). */
async function sosEntry(
  tx: DbOrTx,
  alert: { id: string; missionId: string | null },
  type: 'SOS_ACKNOWLEDGED' | 'SOS_CLOSED',
  text: string,
  actor: AuthUser,
  now: Date,
): Promise<void> {
  if (!alert.missionId) return;
  await recordAutoEntry(
    tx,
    { missionId: alert.missionId, type, text, occurredAt: now, authorUserId: actor.id, subjectId: alert.id },
    now,
  );
}

/**
 * Staff take an open alert: one of them only (the row is locked); the same person again is answered as before,
 * another gets 409 naming who has it. The raising agent's phone is told at once.
 */
export async function acknowledgeSos(deps: SosDeps, actor: AuthUser, id: string): Promise<Sos> {
  const outcome = await deps.db.transaction(async (tx) => {
    const alert = await lockSos(tx, id);
    if (!alert) throw notFound(MSG.sosNotFound);
    if (alert.status === 'CLOSED') throw alreadyClosed();
    const raiser = alert.userId;
    if (alert.status === 'ACKNOWLEDGED')
      return { changed: false, takenByOther: alert.acknowledgedBy !== actor.id, raiser };
    const now = new Date();
    await updateSos(tx, id, { status: 'ACKNOWLEDGED', acknowledgedAt: now, acknowledgedBy: actor.id });
    await sosEntry(tx, alert, 'SOS_ACKNOWLEDGED', AUTO_ENTRY_TEXT.sosAcknowledged(), actor, now);
    await followSos(tx, id, { acknowledgedBy: actor.id }, now);
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
export async function closeSos(deps: SosDeps, actor: AuthUser, id: string, input: SosClose): Promise<Sos> {
  const raiser = await deps.db.transaction(async (tx) => {
    const alert = await lockSos(tx, id);
    if (!alert) throw notFound(MSG.sosNotFound);
    if (alert.status === 'CLOSED') throw alreadyClosed();
    const now = new Date();
    await updateSos(tx, id, {
      status: 'CLOSED',
      closedAt: now,
      closedBy: actor.id,
      note: input.note || null,
      falseAlarm: input.falseAlarm,
    });
    await sosEntry(tx, alert, 'SOS_CLOSED', AUTO_ENTRY_TEXT.sosClosed(input.note || null), actor, now);
    await followSos(tx, id, { closedBy: actor.id, note: input.note || null }, now);
    return alert.userId;
  });
  const sos = await view(deps.db, id);
  deps.emitter.sosChanged('sos:closed', sos, raiser);
  return sos;
}
