import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/**
 * From this delay on, the query cache's timers share one platform timer: its garbage collection (5 minutes after a
 * query is left), its staleness and its polls (every 30 s). A page's start sets dozens of them, each a timer of the
 * browser; shorter ones (a retry, a batch of notices) stay the browser's own, at once.
 */
export const COALESCE_FROM_MS = 1000;

// The longest delay the platform's setTimeout keeps (about 24.8 days); past it, the timer is armed again.
const LONGEST_MS = 2 ** 31 - 1;

type Entry = { due: number; callback: TimeoutCallback; every?: number };

/**
 * A TimeoutProvider for the query cache (`timeoutManager.setTimeoutProvider`) that keeps its long timers in one list
 * under a single platform timer, armed for the earliest. Clearing one of them is a deletion from the list: the
 * platform timer, when it fires with nothing due, is armed for the next. Its own timers have negative ids, the
 * platform's positive ones.
 */
export function coalescedTimers(): TimeoutProvider<number> {
  const entries = new Map<number, Entry>();
  let lastId = 0;
  let armed: { at: number; handle: ReturnType<typeof setTimeout> } | null = null;
  // The timeouts of the pass under way, taken from the list and not run yet.
  const taken = new Set<number>();

  const arm = () => {
    let earliest = Infinity;
    for (const entry of entries.values()) earliest = Math.min(earliest, entry.due);
    if (earliest === Infinity || (armed && armed.at <= earliest)) return;
    if (armed) clearTimeout(armed.handle);
    armed = {
      at: earliest,
      handle: setTimeout(fire, Math.min(Math.max(earliest - Date.now(), 0), LONGEST_MS)),
    };
  };

  function fire() {
    armed = null;
    const now = Date.now();
    const due = [...entries].filter(([, entry]) => entry.due <= now);
    for (const [id, entry] of due) {
      if (entry.every !== undefined) entry.due = now + entry.every;
      else if (entries.delete(id)) taken.add(id);
    }
    arm();
    // Each callback on its own, as separate timers would be: one cleared by a callback before it does not run, one
    // that throws is thrown again on its own, and the others still run.
    for (const [id, entry] of due) {
      if (entry.every !== undefined ? entries.get(id) !== entry : !taken.delete(id)) continue;
      try {
        entry.callback();
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  const add = (callback: TimeoutCallback, delay: number, every?: number): number => {
    const id = -++lastId;
    entries.set(id, { due: Date.now() + delay, callback, every });
    arm();
    return id;
  };
  // The platform timer stays armed: when it fires with nothing due, it is armed for the next one. A timeout taken
  // from the list for the pass under way, not run yet, is dropped from that pass.
  const remove = (id: number) => {
    if (!entries.delete(id)) taken.delete(id);
  };

  return {
    setTimeout: (callback, delay) =>
      delay >= COALESCE_FROM_MS ? add(callback, delay) : Number(setTimeout(callback, delay)),
    clearTimeout: (id) => {
      if (id === undefined) return;
      if (id > 0) clearTimeout(id);
      else remove(id);
    },
    setInterval: (callback, delay) =>
      delay >= COALESCE_FROM_MS ? add(callback, delay, delay) : Number(setInterval(callback, delay)),
    clearInterval: (id) => {
      if (id === undefined) return;
      if (id > 0) clearInterval(id);
      else remove(id);
    },
  };
}
