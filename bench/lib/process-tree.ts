/** Resident memory and CPU time of a process and of everything it started (Linux: read from /proc). */
import { readdirSync, readFileSync } from 'node:fs';

// Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on Linux).
const TICKS = 100;

/** The fields of /proc/<pid>/stat after the command name, which may hold spaces and brackets. */
const statOf = (pid: number): string[] | undefined => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
};

const parentOf = (pid: number): number | undefined => {
  const fields = statOf(pid);
  return fields ? Number(fields[1]) : undefined;
};

/** User and system time of the process and of its children that have ended (utime, stime, cutime, cstime). */
const cpuOf = (pid: number): number => {
  const fields = statOf(pid) ?? [];
  return [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0) / TICKS;
};

/** A memory figure of /proc/<pid>/status in bytes (0 once the process is gone). */
const statusBytes = (pid: number, field: 'VmRSS' | 'VmHWM'): number => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
};

const rssOf = (pid: number): number => statusBytes(pid, 'VmRSS');

/**
 * The most resident memory the process has had since it started (VmHWM), in bytes: the kernel's own peak, which no
 * sampling interval can miss.
 */
export const peakRssOf = (pid: number): number => statusBytes(pid, 'VmHWM');

/** The process and its descendants. */
export function processTree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    const parent = pid ? parentOf(pid) : undefined;
    if (parent !== undefined) parents.set(pid, parent);
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++)
    for (const [pid, parent] of parents) if (parent === tree[i]) tree.push(pid);
  return tree;
}

export type TreeUsage = { processes: number; total: number; largest: number; cpuSeconds: number };

/** RSS in bytes, summed over the tree and of its largest process (the server itself), and CPU seconds spent. */
export function treeUsage(root: number): TreeUsage {
  const tree = processTree(root);
  const sizes = tree.map(rssOf);
  return {
    processes: sizes.length,
    total: sizes.reduce((a, b) => a + b, 0),
    largest: Math.max(...sizes),
    cpuSeconds: tree.map(cpuOf).reduce((a, b) => a + b, 0),
  };
}
