import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { MAIL_TEST_ENV } from './e2e/mail-data.ts';
import { TURN_TEST_ENV } from './e2e/turn-data.ts';

const port = Number(process.env.E2E_PORT ?? 3101);
// Each run starts the app the way the README does, on a fresh data directory (embedded database, demo data).
const dataDir = process.env.E2E_DATA_DIR ?? makeDataDir();
process.env.E2E_DATA_DIR = dataDir;

/** A throwaway data directory, removed when the run ends (after the app has stopped). */
function makeDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'secops-e2e-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'npm start',
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // TURN points at the coturn that turn-relay.spec.ts starts, SMTP at the sink of the specs that read e-mails.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      ...TURN_TEST_ENV,
      ...MAIL_TEST_ENV,
    },
  },
});
