/** A point on screen, in pixels of the map's container at one zoom. */
export type ScreenPoint = { x: number; y: number };

/** Markers drawn as one: their indices in the list given, in that order, and the point where the group is drawn. */
export type MarkerGroup = { members: number[]; x: number; y: number };

type Cluster = { members: number[]; sumX: number; sumY: number };

/** Two square targets of `size` pixels overlap when their centres are less than `size` apart on both axes. */
const overlap = (a: ScreenPoint, b: ScreenPoint, size: number): boolean =>
  Math.abs(a.x - b.x) < size && Math.abs(a.y - b.y) < size;

const centre = (cluster: Cluster): ScreenPoint => ({
  x: cluster.sumX / cluster.members.length,
  y: cluster.sumY / cluster.members.length,
});

function root(parent: number[], at: number): number {
  let top = at;
  while (parent[top] !== top) {
    parent[top] = parent[parent[top]!]!;
    top = parent[top]!;
  }
  return top;
}

/**
 * One pass: clusters whose targets overlap are joined (and so are chains of them, A over B over C), found through a
 * grid of `size` cells so that a pass stays linear in the number of clusters. Null when none overlap.
 */
function joinOverlapping(clusters: readonly Cluster[], size: number): Cluster[] | null {
  const points = clusters.map(centre);
  const parent = clusters.map((_, at) => at);
  const cells = new Map<string, number[]>();
  let joined = false;
  points.forEach((point, at) => {
    const cx = Math.floor(point.x / size);
    const cy = Math.floor(point.y / size);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const other of cells.get(`${cx + dx}:${cy + dy}`) ?? []) {
          if (!overlap(point, points[other]!, size)) continue;
          const [a, b] = [root(parent, at), root(parent, other)];
          if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
          joined = true;
        }
      }
    }
    const key = `${cx}:${cy}`;
    const cell = cells.get(key);
    if (cell) cell.push(at);
    else cells.set(key, [at]);
  });
  if (!joined) return null;
  const byRoot = new Map<number, Cluster>();
  clusters.forEach((cluster, at) => {
    const top = root(parent, at);
    const into = byRoot.get(top);
    if (!into) byRoot.set(top, { ...cluster, members: [...cluster.members] });
    else {
      into.members.push(...cluster.members);
      into.sumX += cluster.sumX;
      into.sumY += cluster.sumY;
    }
  });
  return [...byRoot.values()];
}

/**
 * Groups the markers whose targets (squares of `size` pixels centred on their points) would overlap, so that no two
 * targets on the map overlap: a group is drawn at its members' mean point, which may come over another marker, so
 * grouping goes on until none overlap. Linear in the number of markers for each pass (a grid, not every pair).
 */
export function groupMarkers(points: readonly ScreenPoint[], size: number): MarkerGroup[] {
  let clusters: Cluster[] = points.map((point, at) => ({ members: [at], sumX: point.x, sumY: point.y }));
  for (let next = joinOverlapping(clusters, size); next; next = joinOverlapping(clusters, size))
    clusters = next;
  return clusters.map((cluster) => ({
    members: cluster.members.sort((a, b) => a - b),
    ...centre(cluster),
  }));
}

/**
 * The first zoom above `from`, up to `max`, at which the markers of a group stand apart (in two groups or more);
 * null when they still overlap at the closest zoom (agents at one place: the group lists them instead).
 * `project` gives a marker's point at a zoom.
 */
export function zoomSeparating(
  count: number,
  project: (member: number, zoom: number) => ScreenPoint,
  options: { from: number; max: number; size: number },
): number | null {
  for (let zoom = Math.floor(options.from) + 1; zoom <= options.max; zoom++) {
    const points = Array.from({ length: count }, (_, member) => project(member, zoom));
    if (groupMarkers(points, options.size).length > 1) return zoom;
  }
  return null;
}
