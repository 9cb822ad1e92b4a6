import { defineConfig } from 'vitest/config';

/** Fault tests (`npm run test:faults`): real server processes killed, stopped and restarted; slower than `npm test`. */
export default defineConfig({
  test: {
    include: ['apps/server/src/faults/**/*.fault.ts'],
    testTimeout: 400_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
