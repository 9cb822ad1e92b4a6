import type { LivePosition } from '@secops/domain/gps';

export type PositionBatches = {
  push(positions: readonly LivePosition[]): void;
  /** Hands over what is waiting now and stops the timer (the map closes or changes mission). */
  close(): void;
};

/**
 * Collects live positions and hands them over together, at most once per `intervalMs`: the first after a quiet
 * spell goes at once, the others wait for the end of the interval. Hundreds of agents send every second, each
 * position in its own message; redrawing the map and its list for each one took every frame.
 */
export function createPositionBatches(
  deliver: (positions: LivePosition[]) => void,
  intervalMs: number,
  clock: () => number = () => performance.now(),
): PositionBatches {
  let waiting: LivePosition[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastDelivery = -Infinity;

  const flush = () => {
    timer = undefined;
    if (waiting.length === 0) return;
    const batch = waiting;
    waiting = [];
    lastDelivery = clock();
    deliver(batch);
  };

  return {
    push(positions) {
      waiting.push(...positions);
      if (timer !== undefined) return;
      timer = setTimeout(flush, Math.max(0, lastDelivery + intervalMs - clock()));
    },
    close() {
      clearTimeout(timer);
      flush();
    },
  };
}
