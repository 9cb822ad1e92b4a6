import { describe, expect, it } from 'vitest';
import { groupMarkers, zoomSeparating, type ScreenPoint } from './group-markers.ts';

const SIZE = 44;
const membersOf = (points: ScreenPoint[]) =>
  groupMarkers(points, SIZE)
    .map((group) => group.members)
    .sort((a, b) => a[0]! - b[0]!);

/** Targets do not overlap: every pair is at least `size` apart on one axis. */
function noTargetsOverlap(points: ScreenPoint[]): boolean {
  const groups = groupMarkers(points, SIZE);
  return groups.every((a, i) =>
    groups.every((b, j) => i === j || Math.abs(a.x - b.x) >= SIZE || Math.abs(a.y - b.y) >= SIZE),
  );
}

describe('groupMarkers', () => {
  it('keeps markers far apart as markers of their own', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 44, y: 0 },
      { x: 0, y: 200 },
    ];
    expect(membersOf(points)).toEqual([[0], [1], [2]]);
  });

  it('groups markers whose targets overlap, drawn at their mean point', () => {
    const groups = groupMarkers(
      [
        { x: 100, y: 100 },
        { x: 500, y: 500 },
        { x: 100, y: 100 },
        { x: 130, y: 70 },
      ],
      SIZE,
    );
    expect(groups).toEqual([
      { members: [0, 2, 3], x: 110, y: 90, anchor: null },
      { members: [1], x: 500, y: 500, anchor: null },
    ]);
  });

  it('groups square targets that overlap diagonally, though their centres are more than a target apart', () => {
    expect(
      membersOf([
        { x: 0, y: 0 },
        { x: 40, y: 40 },
      ]),
    ).toEqual([[0, 1]]);
  });

  it('groups a chain of near markers, A over B over C, though A and C do not overlap', () => {
    expect(
      membersOf([
        { x: 0, y: 0 },
        { x: 70, y: 0 },
        { x: 35, y: 0 },
        { x: 300, y: 0 },
      ]),
    ).toEqual([[0, 1, 2], [3]]);
  });

  it('groups again when a group drawn at its mean point comes over another marker', () => {
    // 0 and 1 overlap; their group, at (21.5, 21.5), comes over the marker at (60, -10), which neither overlapped.
    const points = [
      { x: 0, y: 0 },
      { x: 43, y: 43 },
      { x: 60, y: -10 },
    ];
    expect(membersOf(points)).toEqual([[0, 1, 2]]);
    expect(noTargetsOverlap(points)).toBe(true);
  });

  it('leaves no two targets overlapping among hundreds of agents', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 800;
    const points = Array.from({ length: 600 }, () => ({ x: random(), y: random() }));
    expect(noTargetsOverlap(points)).toBe(true);
    const grouped = groupMarkers(points, SIZE).flatMap((group) => group.members);
    expect(grouped.sort((a, b) => a - b)).toEqual(points.map((_, at) => at));
  });

  it('separates a group again when the map zooms in (points twice as far apart)', () => {
    const at = (scale: number) => [
      { x: 100 * scale, y: 100 * scale },
      { x: 130 * scale, y: 100 * scale },
    ];
    expect(membersOf(at(1))).toEqual([[0, 1]]);
    expect(membersOf(at(2))).toEqual([[0], [1]]);
  });
});

describe('groupMarkers with fixed markers (alerts)', () => {
  const alert = { x: 200, y: 200 };

  it('puts the markers that come over an alert in one group just below it, and leaves the others alone', () => {
    const groups = groupMarkers(
      [
        { x: 200, y: 200 },
        { x: 600, y: 600 },
        { x: 220, y: 190 },
      ],
      SIZE,
      [alert],
    );
    expect(groups).toEqual([
      { members: [0, 2], x: 200, y: 244, anchor: 0 },
      { members: [1], x: 600, y: 600, anchor: null },
    ]);
  });

  it('keeps the slot below an alert free: a marker over it joins the group there', () => {
    const groups = groupMarkers([{ x: 210, y: 250 }], SIZE, [alert]);
    expect(groups).toEqual([{ members: [0], x: 200, y: 244, anchor: 0 }]);
  });

  it('draws nothing more for an alert that no marker comes over', () => {
    expect(groupMarkers([{ x: 400, y: 200 }], SIZE, [alert])).toEqual([
      { members: [0], x: 400, y: 200, anchor: null },
    ]);
  });
});

describe('zoomSeparating', () => {
  // Web Mercator: a point's pixels double at each zoom step.
  const projecting =
    (points: ScreenPoint[]) =>
    (member: number, zoom: number): ScreenPoint => ({
      x: points[member]!.x * 2 ** zoom,
      y: points[member]!.y * 2 ** zoom,
    });

  it('gives the first zoom at which the agents of a group stand apart', () => {
    // 1/512 apart: 32 px at zoom 14, 64 px at zoom 15.
    const project = projecting([
      { x: 1, y: 1 },
      { x: 1 + 1 / 512, y: 1 },
    ]);
    expect(zoomSeparating(2, project, { from: 13, max: 19, size: SIZE })).toBe(15);
  });

  it('gives none for agents at one place, who stay together at the closest zoom', () => {
    const project = projecting([
      { x: 1, y: 1 },
      { x: 1, y: 1 },
      { x: 1 + 1 / 2 ** 20, y: 1 },
    ]);
    expect(zoomSeparating(3, project, { from: 13, max: 19, size: SIZE })).toBeNull();
  });
});
