import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadGroup } from './first-load-chunks.ts';

const root = path.resolve(import.meta.dirname, '..');
const at = (file: string) => path.join(root, file);

/**
 * A module graph from file → the files it imports statically; `dynamic` are loaded by import() (of the entry, or of
 * the files `lazy` says).
 */
function graphOf(files: Record<string, string[]>, dynamic: string[], lazy: Record<string, string[]> = {}) {
  return {
    getModuleInfo: (id: string) => {
      const file = Object.keys(files).find((name) => at(name) === id);
      if (file === undefined) return null;
      const importers = Object.keys(lazy).filter((importer) => lazy[importer]!.includes(file));
      return {
        code: null,
        importedIds: files[file]!.map(at),
        exports: [],
        dynamicImporters: dynamic.includes(file) ? [at('src/main.tsx')] : importers.map(at),
        dynamicallyImportedIds: (lazy[file] ?? []).map(at),
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
      'src/features/attendance/attendance-page.tsx': [
        'src/components/modal.tsx',
        'src/features/attendance/clock.ts',
        'node_modules/lucide-react/dist/esm/icons/phone.js',
        'node_modules/socket.io-client/build/esm/index.js',
      ],
      'src/features/attendance/clock.ts': [],
      '../../packages/domain/src/auth.ts': ['../../packages/domain/src/roles.ts'],
      '../../packages/domain/src/roles.ts': [],
      'node_modules/lucide-react/dist/esm/icons/phone.js': [],
      'node_modules/socket.io-client/build/esm/index.js': [],
      'src/components/modal.tsx': [],
      'src/app/routes/agent-routes.tsx': [],
      'src/features/field/incident-form.tsx': [
        'src/lib/schemas.ts',
        'src/components/modal.tsx',
        'src/features/field/photo.ts',
      ],
      'src/features/field/photo.ts': [],
      'src/lib/schemas.ts': [],
      'src/features/auth/routes/sign-in-page.tsx': [],
      'src/features/dashboard/routes/dashboard.tsx': [],
      'src/features/field/routes/my-missions.tsx': ['src/lib/dates.ts'],
      'src/features/planning/routes/planning-week.tsx': [
        'src/features/planning/week.ts',
        'src/lib/heavy.ts',
        'src/components/modal.tsx',
        'src/lib/schemas.ts',
      ],
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
    {
      'src/app/layouts/agent-layout.tsx': [
        'src/features/attendance/attendance-page.tsx',
        '../../packages/domain/src/auth.ts',
      ],
      'src/app/routes/agent-routes.tsx': ['src/features/field/incident-form.tsx'],
    },
  );
  const name = (file: string) => firstLoadGroup([/node_modules[\\/]react/]).name(at(file), graph);

  it("gives what only the board's early request and its route need a small chunk of its own", () => {
    expect(name('src/features/planning/week.ts')).toBe('first-admin_planning-early');
    // The screen's other modules stay with the screen's chunk, which the early request does not wait for.
    expect(name('src/lib/heavy.ts')).toBe('first-admin_planning');
  });

  it("gives what the field area's later parts need of a staff screen's chunk chunks of their own", () => {
    // Pointage (loaded by the agent shell once its first screen is shown) needs the modal the board's first load
    // has: it loads the modal alone, never the board, nor the schemas only a later screen's form needs.
    expect(name('src/components/modal.tsx')).toBe('first-admin_planning-field_shell');
    expect(name('src/lib/schemas.ts')).toBe('first-admin_planning-field');
    expect(name('src/lib/heavy.ts')).toBe('first-admin_planning');
    expect(name('src/features/attendance/attendance-page.tsx')).toBeNull();
  });

  it("puts what only the agent shell's later parts load, of the app's code and the icons, in one chunk", () => {
    expect(name('src/features/attendance/clock.ts')).toBe('field-later');
    expect(name('node_modules/lucide-react/dist/esm/icons/phone.js')).toBe('field-later');
    // A library, and what only a later screen loads, stay where rolldown puts them.
    expect(name('node_modules/socket.io-client/build/esm/index.js')).toBeNull();
    expect(name('src/features/field/photo.ts')).toBeNull();
    // Nor the domain's schemas, loaded by the API client at the first refused call (zod with them).
    expect(name('../../packages/domain/src/roles.ts')).toBeNull();
  });

  it('leaves shared modules, the entry and split points where they were', () => {
    // What the phone shares with any staff route is one chunk (a request fewer on the phone).
    expect(name('src/lib/dates.ts')).toBe('first-admin-agent-admin_planning');
    expect(name('src/lib/shared.ts')).toBe('first-admin-agent-admin_planning');
    expect(name('src/lib/early-requests.ts')).toBeNull();
    expect(name('src/features/planning/api/start-board-early.ts')).toBeNull();
  });
});
