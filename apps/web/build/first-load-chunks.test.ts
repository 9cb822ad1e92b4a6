import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadGroup } from './first-load-chunks.ts';

const root = path.resolve(import.meta.dirname, '..');
const at = (file: string) => path.join(root, file);

/** A module graph from file → the files it imports statically; `dynamic` are loaded by import() (of the entry). */
function graphOf(files: Record<string, string[]>, dynamic: string[]) {
  return {
    getModuleInfo: (id: string) => {
      const file = Object.keys(files).find((name) => at(name) === id);
      if (file === undefined) return null;
      return {
        code: null,
        importedIds: files[file]!.map(at),
        exports: [],
        dynamicImporters: dynamic.includes(file) ? [at('src/main.tsx')] : [],
      };
    },
  };
}

describe('firstLoadGroup', () => {
  const graph = graphOf(
    {
      'src/main.tsx': ['src/lib/early-requests.ts'],
      'src/lib/early-requests.ts': [],
      'src/app/app.tsx': ['src/lib/shared.ts'],
      'src/app/root.tsx': [],
      'src/app/layouts/admin-layout.tsx': ['src/lib/shared.ts'],
      'src/app/layouts/agent-layout.tsx': ['src/lib/shared.ts'],
      'src/features/auth/routes/sign-in-page.tsx': [],
      'src/features/dashboard/routes/dashboard.tsx': [],
      'src/features/field/routes/my-missions.tsx': ['src/lib/dates.ts'],
      'src/features/planning/routes/planning-week.tsx': ['src/features/planning/week.ts', 'src/lib/heavy.ts'],
      'src/features/planning/api/start-board-early.ts': [
        'src/lib/early-requests.ts',
        'src/features/planning/week.ts',
        'src/lib/dates.ts',
      ],
      'src/features/planning/week.ts': ['src/lib/dates.ts'],
      'src/lib/heavy.ts': [],
      'src/lib/shared.ts': [],
      'src/lib/dates.ts': [],
    },
    ['src/app/app.tsx', 'src/features/planning/api/start-board-early.ts'],
  );
  const name = (file: string) => firstLoadGroup([/node_modules/]).name(at(file), graph);

  it("gives what only the board's early request and its route need a small chunk of its own", () => {
    expect(name('src/features/planning/week.ts')).toBe('first-admin_planning-early');
    // The screen's other modules stay with the screen's chunk, which the early request does not wait for.
    expect(name('src/lib/heavy.ts')).toBe('first-admin_planning');
  });

  it('leaves shared modules, the entry and split points where they were', () => {
    expect(name('src/lib/dates.ts')).toBe('first-agent-admin_planning');
    expect(name('src/lib/shared.ts')).toBe('first-admin-agent-admin_planning');
    expect(name('src/lib/early-requests.ts')).toBeNull();
    expect(name('src/features/planning/api/start-board-early.ts')).toBeNull();
  });
});
