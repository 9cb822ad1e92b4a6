/**
 * Client side of bench/load.bench.ts, run in a child process: signs its users in (each once, from an address of its
 * own), opens their /chat and /gps sockets as the web app does, then plays each user for the given seconds: a pause
 * of human length (exponential around the role's mean), one action drawn by weight, again. Agents also send a
 * position every 5 s. Each action's time runs from its request to the last byte of the answer (or the
 * acknowledgement); anything but a 2xx answer or an `ok` acknowledgement counts as an error.
 */
import { performance } from 'node:perf_hooks';
import type { Socket } from 'socket.io-client';
import { CHAT_PAGE_DEFAULT } from '@secops/domain/chat';
import { connectSocket, emitWithAck } from '../apps/server/src/test/realtime-fixtures.ts';

export type LoadUser = {
  email: string;
  role: 'staff' | 'agent';
  /** The address the user's requests come from (X-Forwarded-For). */
  address: string;
  /** Agents: their agent id, their mission under way and its tasks. */
  agentId?: string;
  missionId?: string;
  taskIds?: string[];
};
export type ClientSetup = {
  type: 'setup';
  url: string;
  password: string;
  users: LoadUser[];
  missionIds: string[];
  activeMissionIds: string[];
  seconds: number;
  /** Sign-ins sent together, batch after batch. */
  signInAtOnce: number;
};
export type KindReport = { latencies: number[]; errors: number; statuses: Record<string, number> };
export type ClientReady = { type: 'ready'; signIns: KindReport };
export type ClientReport = {
  type: 'report';
  kinds: Record<string, KindReport>;
  received: Record<string, number>;
  /** position:update sent → position:updated on a staff member's map, for the agents of this process, in ms. */
  mapDelays: number[];
};

const TIMEOUT_MS = 5000;
const GPS_EVERY_MS = 5000;
const MEAN_PAUSE_MS = { staff: 6000, agent: 12_000 };

const kinds: Record<string, KindReport> = {};
const received = { 'position:updated': 0, 'message:new': 0, disconnect: 0 };
const positionSentAt = new Map<string, number>();
const mapDelays: number[] = [];
const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Session = { user: LoadUser; token: string; chat: Socket; gps: Socket };
type Outcome = { status: string; value?: unknown };
type Action = [weight: number, kind: string, run: () => Promise<Outcome>];

/** Times one action under its kind; resolves with its answer, or undefined when it failed. */
async function timed(kind: string, run: () => Promise<Outcome>): Promise<unknown> {
  const report = (kinds[kind] ??= { latencies: [], errors: 0, statuses: {} });
  const started = performance.now();
  const outcome = await run().catch((error: Error) => ({ status: error.name, value: undefined }));
  report.statuses[outcome.status] = (report.statuses[outcome.status] ?? 0) + 1;
  if (/^2\d\d$|^ok$/.test(outcome.status)) report.latencies.push(performance.now() - started);
  else report.errors += 1;
  return outcome.value;
}

function httpAction(url: string, headers: Record<string, string>) {
  return async (path: string, body?: object) => {
    const res = await fetch(`${url}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await res.text();
    return { status: String(res.status), value: res.ok && text ? JSON.parse(text) : undefined };
  };
}

const ackAction = (socket: Socket, event: string, payload: object) => async () => {
  const ack = await emitWithAck<{ ok: boolean; error?: { code: string } }>(socket, event, payload);
  return { status: ack.ok ? 'ok' : (ack.error?.code ?? 'refused') };
};

async function signIn(setup: ClientSetup, user: LoadUser): Promise<Session | undefined> {
  const headers = { 'x-forwarded-for': user.address };
  const login = httpAction(setup.url, headers);
  const answer = (await timed('sign-in', () =>
    login('/api/auth/login', { email: user.email, password: setup.password }),
  )) as { accessToken: string } | undefined;
  if (!answer) return undefined;
  const token = answer.accessToken;
  const [chat, gps] = await Promise.all([
    connectSocket(setup.url, '/chat', { token, headers }),
    connectSocket(setup.url, '/gps', { token, headers }),
  ]);
  for (const socket of [chat, gps]) socket.on('disconnect', () => (received.disconnect += 1));
  chat.on('message:new', () => (received['message:new'] += 1));
  gps.on('position:updated', (positions: { agentId: string }[]) => {
    received['position:updated'] += positions.length;
    for (const { agentId } of positions) {
      const sentAt = positionSentAt.get(agentId);
      if (sentAt !== undefined) mapDelays.push(performance.now() - sentAt);
    }
  });
  if (user.role === 'agent') await emitWithAck(chat, 'mission:subscribe', { missionId: user.missionId });
  // Every other staff member has the live map open.
  else if (setup.users.indexOf(user) % 2 === 0)
    await emitWithAck(gps, 'mission:subscribe', { missionId: 'all' });
  return { user, token, chat, gps };
}

/** The user's actions and their weights, as the admin area and the field app make them. */
function actionsOf(setup: ClientSetup, { user, token, chat }: Session): Action[] {
  const api = httpAction(setup.url, { authorization: `Bearer ${token}`, 'x-forwarded-for': user.address });
  const chatHistory = (missionId: string) => api(`/api/chat/mission/${missionId}?limit=${CHAT_PAGE_DEFAULT}`);
  const say = (missionId: string) =>
    ackAction(chat, 'message:send', { missionId, content: 'Point de situation : RAS.', type: 'TEXT' })();
  if (user.role === 'staff') {
    const since = new Date(Date.now() - 12 * 3_600_000).toISOString();
    return [
      [2, 'missions list', () => api('/api/missions')],
      [3, 'mission detail', () => api(`/api/missions/${pick(setup.missionIds)}`)],
      [1.5, 'agents list', () => api('/api/agents')],
      [1.5, 'incidents list', () => api('/api/incidents?limit=50&offset=0')],
      [1, 'live positions', () => api(`/api/gps/positions?since=${since}`)],
      [1, 'dashboard', () => api('/api/dashboard/stats')],
      [1, 'chat history', () => chatHistory(pick(setup.activeMissionIds))],
      [1, 'chat message (socket)', () => say(pick(setup.activeMissionIds))],
    ];
  }
  const { agentId = '', missionId = '', taskIds = [] } = user;
  const ticked = new Set<string>();
  const tick = () => {
    const checklistId = pick(taskIds);
    const checked = !ticked.has(checklistId);
    if (checked) ticked.add(checklistId);
    else ticked.delete(checklistId);
    return api('/api/checklists/tick', { checklistId, agentId, missionId, checked });
  };
  return [
    [2, 'my missions', () => api('/api/missions')],
    [2, 'my mission detail', () => api(`/api/missions/${missionId}`)],
    [2, 'check-list', () => api(`/api/checklists/items?missionId=${missionId}`)],
    [2, 'check-list tick', tick],
    [1, 'my shifts', () => api(`/api/agents/${agentId}/shifts`)],
    [1, 'chat history', () => chatHistory(missionId)],
    [1, 'chat message (socket)', () => say(missionId)],
  ];
}

async function play(setup: ClientSetup, session: Session, until: number): Promise<void> {
  const { role } = session.user;
  const actions = actionsOf(setup, session);
  const total = actions.reduce((sum, [weight]) => sum + weight, 0);
  const prefix = `${role}: `;
  if (role === 'agent') {
    const send = () => {
      positionSentAt.set(session.user.agentId ?? '', performance.now());
      return timed(
        'agent: position (socket)',
        ackAction(session.gps, 'position:update', {
          missionId: session.user.missionId,
          lat: 48.87 + Math.random() * 0.001,
          lng: 2.3 + Math.random() * 0.001,
          accuracy: 8,
          speed: 1.2,
          heading: 90,
        }),
      );
    };
    void (async () => {
      await sleep(Math.random() * GPS_EVERY_MS);
      while (performance.now() + GPS_EVERY_MS < until) await Promise.all([send(), sleep(GPS_EVERY_MS)]);
    })();
  }
  const mean = MEAN_PAUSE_MS[role];
  for (;;) {
    const pause = Math.min(4 * mean, Math.max(500, -mean * Math.log(1 - Math.random())));
    if (performance.now() + pause >= until) break;
    await sleep(pause);
    let draw = Math.random() * total;
    const [, kind, run] = actions.find(([weight]) => (draw -= weight) < 0) ?? (actions[0] as Action);
    await timed(prefix + kind, run);
  }
}

async function runClient(setup: ClientSetup): Promise<void> {
  const sessions: Session[] = [];
  for (let i = 0; i < setup.users.length; i += setup.signInAtOnce) {
    const batch = await Promise.all(
      setup.users.slice(i, i + setup.signInAtOnce).map((u) => signIn(setup, u)),
    );
    sessions.push(...batch.filter((s): s is Session => s !== undefined));
  }
  const signIns = kinds['sign-in'] ?? { latencies: [], errors: 0, statuses: {} };
  delete kinds['sign-in'];
  process.send?.({ type: 'ready', signIns } satisfies ClientReady);
  await new Promise<void>((resolve) => process.once('message', () => resolve()));
  const until = performance.now() + setup.seconds * 1000;
  await Promise.all(sessions.map((session) => play(setup, session, until)));
  await sleep(TIMEOUT_MS);
  process.send?.({ type: 'report', kinds, received, mapDelays } satisfies ClientReport);
  sessions.forEach(({ chat, gps }) => (chat.close(), gps.close()));
}

process.once('message', (setup: ClientSetup) => {
  runClient(setup).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
