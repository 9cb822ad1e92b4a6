/**
 * Writers of a busy shift against a server: GPS positions and SOS alerts of an agent, check-list ticks by the agent
 * and by staff for the agent (a staff write runs as its author, on a connection of its own: db/actor-scope.ts). Each
 * writer keeps what the server acknowledged (2xx), to be looked for in the database afterwards.
 */
export type Shift = {
  url: string;
  staff: Record<string, string>;
  field: Record<string, string>;
  agentId: string;
  missionId: string;
  /** Check-list tasks of the mission, each ticked once at most. */
  tasks: string[];
};

export type Acknowledged = { positions: string[]; sos: string[]; ticks: string[] };
/** Every answer's status, and the bodies and Retry-After of the 503s. */
export type Answer = { status: number; retryAfter: string | null; message?: string };

type Write = { path: string; headers: Record<string, string>; body: object; key: string };

export function startFieldWriters(
  shift: Shift,
  writers = { positions: 4, sos: 4, fieldTicks: 2, staffTicks: 2 },
) {
  const acknowledged: Acknowledged = { positions: [], sos: [], ticks: [] };
  const answers: Answer[] = [];
  let running = true;
  let lastRecordedAt = 0;
  let sosCount = 0;
  const tasks = [...shift.tasks];

  const send = async (write: Write): Promise<boolean> => {
    const response = await fetch(`${shift.url}${write.path}`, {
      method: 'POST',
      headers: write.headers,
      body: JSON.stringify(write.body),
      signal: AbortSignal.timeout(20_000),
    }).catch(() => undefined);
    if (!response) {
      answers.push({ status: 0, retryAfter: null });
      return false;
    }
    const body = (await response.json().catch(() => ({}))) as { message?: string; id?: string };
    // An SOS pressed again while one is open answers that alert: the acknowledged SOS is the alert it names.
    if (response.ok && write.path === '/api/sos' && body.id) write.key = body.id;
    answers.push({
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      message: response.ok ? undefined : body.message,
    });
    return response.ok;
  };

  const position = (): Write => {
    // A time of its own for each position: (agent, time) is a position's key.
    lastRecordedAt = Math.max(Date.now(), lastRecordedAt + 1);
    const recordedAt = new Date(lastRecordedAt).toISOString();
    return {
      path: '/api/gps/position',
      headers: shift.field,
      body: { missionId: shift.missionId, lat: 48.8566, lng: 2.3522, accuracy: 5, recordedAt },
      key: recordedAt,
    };
  };
  const sos = (): Write => {
    const clientRequestId = `panne-${Date.now()}-${(sosCount += 1)}`;
    return { path: '/api/sos', headers: shift.field, body: { clientRequestId }, key: clientRequestId };
  };
  const tick = (headers: Record<string, string>) => (): Write | undefined => {
    const checklistId = tasks.shift();
    if (!checklistId) return undefined;
    const body = { checklistId, agentId: shift.agentId, missionId: shift.missionId, checked: true };
    return { path: '/api/checklists/tick', headers, body, key: checklistId };
  };

  const loop = async (next: () => Write | undefined, into: string[]) => {
    while (running) {
      const write = next();
      if (!write) return;
      if (await send(write)) into.push(write.key);
      // A refused write is not retried at once: the agent's phone would wait a moment too.
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const loops = [
    ...Array.from({ length: writers.positions }, () => loop(position, acknowledged.positions)),
    ...Array.from({ length: writers.sos }, () => loop(sos, acknowledged.sos)),
    ...Array.from({ length: writers.fieldTicks }, () => loop(tick(shift.field), acknowledged.ticks)),
    ...Array.from({ length: writers.staffTicks }, () => loop(tick(shift.staff), acknowledged.ticks)),
  ];

  return {
    acknowledged,
    answers,
    /** Acknowledged writes so far, all kinds together. */
    count: () => acknowledged.positions.length + acknowledged.sos.length + acknowledged.ticks.length,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
