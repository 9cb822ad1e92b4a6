import { describe, expect, it } from 'vitest';
import { isPlanningBoardPath } from './staff-screens.ts';

describe('the page load that asks for the scheduling board from its entry', () => {
  it.each(['/admin/planning', '/admin/planning/'])('is %s', (path) =>
    expect(isPlanningBoardPath(path)).toBe(true),
  );

  it.each(['/admin', '/admin/planningx', '/admin/planning/autre', '/agent', '/planning'])(
    'is not %s',
    (path) => expect(isPlanningBoardPath(path)).toBe(false),
  );
});
