/**
 * Web vitals of the built app on a throttled phone: Chromium, mobile viewport, CPU slowed 4 times, slow 4G
 * (1.6 Mbit/s down, 750 kbit/s up, 150 ms latency). Each page opens in a fresh context (empty cache):
 * LCP and CLS of /login and of /agent (signed in as the demo agent), and INP of the tap on the "Pointage" tab that
 * opens /agent/attendance. Starts the app on BENCH_PORT (3190) with a throwaway embedded database and demo data.
 *
 *   npm run bench:web        (builds first when the bundle is stale; WEB_DIST=<dir> measures another build)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, devices, type Browser, type Page } from '@playwright/test';

const PORT = Number(process.env.BENCH_PORT ?? 3190);
const BASE = `http://localhost:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const AGENT = { email: 'agent@secops.demo', password: 'Demo!2026' };
const KBIT = 1000 / 8;

type Vitals = { lcp: number; cls: number; inp: number | null };

// Runs in the page before any script: collects LCP, layout shifts (without recent input) and interaction latency.
const OBSERVE = () => {
  const vitals = { lcp: 0, cls: 0, inp: null as number | null };
  Object.assign(window, { __vitals: vitals });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { interactionId: number })[])
      if (entry.interactionId) vitals.inp = Math.max(vitals.inp ?? 0, entry.duration);
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
};

async function throttledPage(browser: Browser, session?: unknown): Promise<Page> {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  if (session)
    await context.addInitScript(
      (value) => localStorage.setItem('auth-storage', value),
      JSON.stringify(session),
    );
  await context.addInitScript(OBSERVE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1600 * KBIT,
    uploadThroughput: 750 * KBIT,
  });
  return page;
}

const readVitals = (page: Page): Promise<Vitals> =>
  page.evaluate(() => (window as unknown as { __vitals: Vitals }).__vitals);

async function agentSession() {
  const res = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(AGENT),
  });
  const { user, accessToken, refreshToken } = (await res.json()) as Record<string, unknown>;
  return { state: { user, accessToken, refreshToken, isAuthenticated: true }, version: 0 };
}

async function measure(browser: Browser): Promise<Record<string, Vitals>> {
  const login = await throttledPage(browser);
  await login.goto(`${BASE}/login`, { waitUntil: 'networkidle' });
  await login.getByRole('button', { name: 'Se connecter' }).waitFor();
  const loginVitals = await readVitals(login);
  await login.context().close();

  const agent = await throttledPage(browser, await agentSession());
  await agent.goto(`${BASE}/agent`, { waitUntil: 'networkidle' });
  await agent.getByRole('heading', { level: 1 }).waitFor();
  const agentVitals = await readVitals(agent);
  await agent.getByRole('link', { name: 'Pointage' }).click();
  await agent.getByRole('heading', { name: 'Pointage', level: 1 }).waitFor();
  await agent.waitForTimeout(500);
  const attendance = await readVitals(agent);
  await agent.context().close();
  return { '/login': loginVitals, '/agent': agentVitals, '/agent/attendance': attendance };
}

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${BASE}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the app did not start on ${BASE}`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const dataDir = mkdtempSync(path.join(tmpdir(), 'secops-bench-web-'));
const server = spawn('npm', ['start'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
try {
  await waitForHealth();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const runs: Record<string, Vitals>[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await measure(browser));
  await browser.close();

  console.log(
    `${new Date().toISOString()}  load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}  runs ${RUNS}`,
  );
  console.log('page                 LCP (ms)   CLS     INP (ms)   (median)');
  for (const page of Object.keys(runs[0] ?? {})) {
    const lcp = median(runs.map((r) => r[page]!.lcp));
    const cls = median(runs.map((r) => r[page]!.cls));
    const inps = runs.map((r) => r[page]!.inp).filter((v): v is number => v !== null);
    const inp = page === '/agent/attendance' && inps.length ? `${median(inps).toFixed(0)}` : '—';
    const lcpText = page === '/agent/attendance' ? '—' : lcp.toFixed(0);
    console.log(`${page.padEnd(20)} ${lcpText.padStart(8)}   ${cls.toFixed(3)}   ${inp.padStart(8)}`);
  }
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  rmSync(dataDir, { recursive: true, force: true });
}
