/** A point on screen, in pixels of the map's container at one zoom. */
export type ScreenPoint = { x: number; y: number };

/**
 * Markers drawn as one: their indices in the list given, in that order, and the point where the group is drawn;
 * `anchor` is the fixed marker (an alert) the group stands just below, when it came over one.
 */
export type MarkerGroup = { members: number[]; x: number; y: number; anchor: number | null };

type Cluster = { members: number[]; sumX: number; sumY: number; anchor: number | null };

/** Two square targets of `size` pixels overlap when their centres are less than `size` apart on both axes. */
const overlap = (a: ScreenPoint, b: ScreenPoint, size: number): boolean =>
  Math.abs(a.x - b.x) < size && Math.abs(a.y - b.y) < size;

/** The slot of the markers that came over a fixed one: just below it. */
const slotBelow = (anchor: ScreenPoint, size: number): ScreenPoint => ({ x: anchor.x, y: anchor.y + size });

/** Where a cluster's targets stand: its members' mean point, or a fixed marker and the slot below it. */
function targetsOf(cluster: Cluster, anchors: readonly ScreenPoint[], size: number): ScreenPoint[] {
  if (cluster.anchor === null) {
    const count = cluster.members.length;
    return [{ x: cluster.sumX / count, y: cluster.sumY / count }];
  }
  const anchor = anchors[cluster.anchor]!;
  return [anchor, slotBelow(anchor, size)];
}

/** A grid cell as one number (a string key cost more than the grouping itself); screens are far below 2^20 cells. */
const cellKey = (cx: number, cy: number): number => cx * 2 ** 21 + cy;

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
 * grid of `size` cells so that a pass stays linear in the number of clusters. Two fixed markers are never joined.
 * Null when nothing was joined.
 */
function joinOverlapping(
  clusters: readonly Cluster[],
  anchors: readonly ScreenPoint[],
  size: number,
): Cluster[] | null {
  const parent = clusters.map((_, at) => at);
  const cells = new Map<number, { cluster: number; point: ScreenPoint }[]>();
  let joined = false;
  const join = (a: number, b: number) => {
    const [ra, rb] = [root(parent, a), root(parent, b)];
    if (ra === rb) return;
    const [anchorA, anchorB] = [clusters[ra]!.anchor, clusters[rb]!.anchor];
    if (anchorA !== null && anchorB !== null) return;
    if (anchorB !== null) parent[ra] = rb;
    else parent[rb] = ra;
    joined = true;
  };
  clusters.forEach((cluster, at) => {
    for (const point of targetsOf(cluster, anchors, size)) {
      const cx = Math.floor(point.x / size);
      const cy = Math.floor(point.y / size);
      for (let dx = -1; dx <= 1; dx++) {
        for (let dy = -1; dy <= 1; dy++) {
          for (const other of cells.get(cellKey(cx + dx, cy + dy)) ?? []) {
            if (other.cluster !== at && overlap(point, other.point, size)) join(at, other.cluster);
          }
        }
      }
      const key = cellKey(cx, cy);
      const cell = cells.get(key);
      if (cell) cell.push({ cluster: at, point });
      else cells.set(key, [{ cluster: at, point }]);
    }
  });
  if (!joined) return null;
  const byRoot = new Map<number, Cluster>();
  clusters.forEach((cluster, at) => {
    const top = root(parent, at);
    const into = byRoot.get(top);
    if (!into) {
      byRoot.set(top, { ...clusters[top]!, members: [], sumX: 0, sumY: 0 });
    }
    const target = byRoot.get(top)!;
    target.members.push(...cluster.members);
    target.sumX += cluster.sumX;
    target.sumY += cluster.sumY;
  });
  return [...byRoot.values()];
}

/**
 * Groups the markers whose targets (squares of `size` pixels centred on their points) would overlap, so that no two
 * targets on the map overlap: a group is drawn at its members' mean point, which may come over another marker, so
 * grouping goes on until none overlap. Markers that come over a fixed one of `anchors` (an alert, drawn apart) are
 * grouped in a slot just below it instead. Linear in the number of markers for each pass (a grid, not every pair).
 */
export function groupMarkers(
  points: readonly ScreenPoint[],
  size: number,
  anchors: readonly ScreenPoint[] = [],
): MarkerGroup[] {
  let clusters: Cluster[] = [
    ...anchors.map((_, at) => ({ members: [], sumX: 0, sumY: 0, anchor: at })),
    ...points.map((point, at) => ({ members: [at], sumX: point.x, sumY: point.y, anchor: null })),
  ];
  for (
    let next = joinOverlapping(clusters, anchors, size);
    next;
    next = joinOverlapping(clusters, anchors, size)
  )
    clusters = next;
  return clusters
    .filter((cluster) => cluster.members.length > 0)
    .map((cluster) => {
      const place =
        cluster.anchor === null
          ? targetsOf(cluster, anchors, size)[0]!
          : slotBelow(anchors[cluster.anchor]!, size);
      return { members: cluster.members.sort((a, b) => a - b), ...place, anchor: cluster.anchor };
    });
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
