/**
 * The scheduling board in the browser, for bench/web-vitals.bench.ts: 500 more agents and 5,000 shifts in one week
 * (10 of 4 hours each), written straight into the embedded database of a stopped server; then, on a desktop
 * (1440×900, CPU not slowed), the time from opening /admin/planning on that week to the board drawn (its agents'
 * rows on screen), and the frames painted while its rows are scrolled from top to bottom.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Browser } from '@playwright/test';

export const BOARD_AGENTS = 500;
export const BOARD_SHIFTS_PER_AGENT = 10;
// A week no demo data reaches: Monday 7 June 2027 (summer time).
const MONDAY = '2027-06-07';

export async function seedBoard(dataDir: string): Promise<void> {
  const client = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    await client.exec(
      `insert into users (email, password_hash, role)
         select 'board-agent-' || i || '@bench.test', 'x', 'AGENT' from generate_series(1, ${BOARD_AGENTS}) i;
       insert into agents (user_id, first_name, last_name, matricule, grade, weekly_contract_hours)
         select u.id, 'Agent', 'Planning ' || lpad(i::text, 3, '0'), 'BOARD-' || i,
                (array['TRAINEE', 'AGENT', 'SENIOR_AGENT', 'TEAM_LEADER'])[1 + i % 4]::grade, 35
         from generate_series(1, ${BOARD_AGENTS}) i join users u on u.email = 'board-agent-' || i || '@bench.test';
       insert into missions (title, type, status, start_at, end_at, location_address)
         select 'Site ' || i, 'RESIDENCE', 'ACTIVE', '2027-06-01T00:00:00Z', '2027-06-30T00:00:00Z', 'Adresse ' || i
         from generate_series(1, 50) i;
       insert into shifts (agent_id, mission_id, start_at, end_at, zone)
         select a.id, m.ids[1 + (a.n + k) % 50], t.st, t.st + interval '4 hours', 'Poste ' || (k % 3 + 1)
         from (select id, row_number() over (order by id) as n from agents where matricule like 'BOARD-%') a,
              (select array_agg(id order by id) as ids from missions where title like 'Site %') m,
              generate_series(0, ${BOARD_SHIFTS_PER_AGENT - 1}) k,
              lateral (select timestamptz '${MONDAY} 00:00 Europe/Paris' + (k % 7) * interval '1 day'
                       + (case when k < 7 then 6 else 14 end + a.n % 4) * interval '1 hour' as st) t;`,
    );
  } finally {
    await client.close();
  }
}

export type BoardRun = {
  drawnMs: number;
  /** When the board's API call started and ended, from the page's start (resource timing). */
  apiStartMs: number;
  apiEndMs: number;
  apiBytes: number;
  rows: number;
  fps: number;
  slowestFrameMs: number;
};

/** One cold visit: the time to the board drawn, then a scroll through every row at 40 px a frame. */
export async function measureBoard(browser: Browser, base: string, session: unknown): Promise<BoardRun> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  try {
    await context.addInitScript(
      (value) => localStorage.setItem('auth-storage', value),
      JSON.stringify(session),
    );
    const page = await context.newPage();
    await page.goto(`${base}/admin/planning?semaine=${MONDAY}`);
    // Drawn: the first rows' shifts are on screen (rows are virtualised: only those in view exist).
    await page.waitForFunction(
      () => document.querySelectorAll('[role="table"] [role="row"] [data-shift-id]').length >= 50,
      undefined,
      { timeout: 60_000, polling: 'raf' },
    );
    const drawnMs = await page.evaluate(() => performance.now());
    const api = (await page.evaluate(`(() => {
      const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/planning/board'));
      return entry ? { start: entry.startTime, end: entry.responseEnd, bytes: entry.encodedBodySize } : null;
    })()`)) as { start: number; end: number; bytes: number } | null;
    const rows = Number(await page.getAttribute('[role="table"]', 'aria-rowcount'));
    // A string, not a function: the bench runs through tsx, whose helpers for named functions the page lacks.
    const frames = await page.evaluate<{ count: number; slowest: number; elapsed: number }>(`
      new Promise((resolve) => {
        const box = document.querySelector('[role="table"]').parentElement;
        const start = performance.now();
        let last = start, count = 0, slowest = 0;
        requestAnimationFrame(function tick(at) {
          count += 1;
          slowest = Math.max(slowest, at - last);
          last = at;
          box.scrollTop += 40;
          if (box.scrollTop + box.clientHeight < box.scrollHeight - 1) requestAnimationFrame(tick);
          else resolve({ count, slowest, elapsed: at - start });
        });
      })`);
    return {
      drawnMs,
      apiStartMs: api?.start ?? 0,
      apiEndMs: api?.end ?? 0,
      apiBytes: api?.bytes ?? 0,
      rows,
      fps: (frames.count / frames.elapsed) * 1000,
      slowestFrameMs: frames.slowest,
    };
  } finally {
    await context.close();
  }
}
