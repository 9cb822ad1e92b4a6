import type { LivePosition } from '@secops/domain/gps';

/**
 * Positions in one message at most. A position weighs about 300 bytes as JSON, so a message stays near 60 kB: under
 * V8's large-object size, whose strings only a full collection frees, and small enough for a phone to parse at once.
 */
export const POSITIONS_PER_MESSAGE = 200;

/** One message of positions: for the staff watching every mission (`missionId` null), or those watching one only. */
export type PositionMessage = { missionId: string | null; positions: LivePosition[] };

function chunks<T>(items: T[], size: number): T[][] {
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
 * The live-map fan-out: the positions accepted during one turn of the event loop leave together, once its I/O
 * callbacks are done (setImmediate), as the few messages of `positionMessages`. A lone position waits for no timer;
 * under load a turn accepts many, so each watcher gets one WebSocket frame per turn instead of one per position
 * (5,000 positions a second to 20 maps were 100,000 frames a second, the largest share of the server's CPU).
 */
export function createPositionFanOut(
  send: (message: PositionMessage) => void,
): (position: LivePosition) => void {
  let pending: LivePosition[] = [];
  const flush = () => {
    const batch = pending;
    pending = [];
    positionMessages(batch).forEach(send);
  };
  return (position) => {
    if (pending.push(position) === 1) setImmediate(flush);
  };
}
