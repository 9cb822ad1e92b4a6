import type { LivePosition } from '@secops/domain/gps';

/**
 * Positions in one message at most. A position weighs about 300 bytes as JSON, so a message stays near 60 kB: under
 * V8's large-object size, whose strings only a full collection frees, and small enough for a phone to parse at once.
 */
export const POSITIONS_PER_MESSAGE = 200;

/** One message of positions: for the staff watching every mission (`missionId` null), or those watching one only. */
export type PositionMessage = { missionId: string | null; positions: LivePosition[] };

function chunks<T>(items: T[], size: number): T[][] {
  // Most batches fit in one message: sent as they are, not copied.
  if (items.length <= size) return [items];
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The messages that carry a batch of positions, in the order they were accepted: every position to the staff
 * watching all missions; each mission's positions to the staff watching that mission, who are sent them apart from
 * the first group (a socket in both gets each position once). A position without a mission goes to the first only.
 */
export function positionMessages(positions: LivePosition[]): PositionMessage[] {
  const byMission = new Map<string, LivePosition[]>();
  for (const position of positions) {
    if (position.missionId === null) continue;
    const list = byMission.get(position.missionId);
    if (list) list.push(position);
    else byMission.set(position.missionId, [position]);
  }
  return [
    ...chunks(positions, POSITIONS_PER_MESSAGE).map((chunk) => ({ missionId: null, positions: chunk })),
    ...[...byMission].flatMap(([missionId, list]) =>
      chunks(list, POSITIONS_PER_MESSAGE).map((chunk) => ({ missionId, positions: chunk })),
    ),
  ];
}

/**
 * The shortest time between two sends of the fan-out, so the longest a position waits for it. With 5,000 agents
 * spread over each second, a turn of the event loop accepts about 9 positions on a machine that keeps up: sent each
 * turn, that was some 550 messages a second to each map (11,000 WebSocket frames a second for 20 maps, twice the
 * acknowledgements); one every 20 ms is 50.
 */
export const FAN_OUT_INTERVAL_MS = 20;

/**
 * The live-map fan-out: the positions accepted meanwhile leave together as the few messages of `positionMessages`,
 * at the end of a turn of the event loop (setImmediate, once its I/O callbacks are done) and at most once per
 * `intervalMs`. A position after a quiet interval waits for no timer; under a steady stream each watcher gets one
 * WebSocket frame per interval instead of one per position (5,000 positions a second to 20 maps were 100,000 frames a
 * second, the largest share of the server's CPU) or per turn.
 */
export function createPositionFanOut(
  send: (message: PositionMessage) => void,
  intervalMs = FAN_OUT_INTERVAL_MS,
): (position: LivePosition) => void {
  let pending: LivePosition[] = [];
  let sentAt = -Infinity;
  const flush = () => {
    sentAt = performance.now();
    const batch = pending;
    pending = [];
    positionMessages(batch).forEach(send);
  };
  return (position) => {
    if (pending.push(position) > 1) return;
    const wait = sentAt + intervalMs - performance.now();
    if (wait > 0) setTimeout(flush, wait);
    else setImmediate(flush);
  };
}
