/**
 * Lighthouse as the field measures it: the mobile preset (its default: a mid-range phone, simulated slow 4G, CPU ×4),
 * performance only, signed in, cold cache. Each run has a Chromium of its own (a fresh profile, so an empty cache and
 * no service worker); the stored session is written into it first, and Lighthouse told not to reset storage.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { BenchRow } from './result.ts';

export type LighthouseRun = { score: number; lcpMs: number; requests: number };

/**
 * One Lighthouse run on `url`, signed in with `session`, in the Chromium at `chromePath`. A run Lighthouse itself
 * could not measure (a runtime error such as NO_NAVSTART: a score of 0 with no metric) is not a measure of the page:
 * it is run again, up to `attempts` times.
 */
export async function runLighthouse(
  url: string,
  session: unknown,
  chromePath: string,
  attempts = 3,
): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    const run = await runOnce(url, session, chromePath);
    if (!run.runtimeError) return run;
    if (attempt >= attempts) throw new Error(`Lighthouse could not measure ${url}: ${run.runtimeError}`);
    console.log(`  Lighthouse: ${run.runtimeError}, run again`);
  }
}

async function runOnce(
  url: string,
  session: unknown,
  chromePath: string,
): Promise<LighthouseRun & { runtimeError?: string }> {
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.goto(new URL('/api/health', url).href);
    await page.evaluate((value) => localStorage.setItem('auth-storage', value), JSON.stringify(session));
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await page.close();
    await browser.disconnect();
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      disableStorageReset: true,
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    const requests = audits['network-requests']?.details as { items?: unknown[] } | undefined;
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
      requests: requests?.items?.length ?? 0,
      runtimeError: runtimeError?.code,
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The median score and LCP, held to the goals (performance >= 95, LCP < 2.5 s). */
export function lighthouseRows(page: string, runs: LighthouseRun[]): BenchRow[] {
  const score = median(runs.map((run) => run.score));
  const lcp = Math.round(median(runs.map((run) => run.lcpMs)));
  return [
    {
      measure: `${page}: Lighthouse performance (mobile, signed in, cold cache), median`,
      value: score,
      unit: '',
      goal: '>= 95',
      met: score >= 95,
    },
    {
      measure: `${page}: Lighthouse LCP (mobile, signed in, cold cache), median`,
      value: lcp,
      unit: 'ms',
      goal: '< 2500 ms',
      met: lcp < 2500,
    },
  ];
}

export function printLighthouse(page: string, runs: LighthouseRun[]): void {
  console.log(`${page}, Lighthouse mobile preset, signed in, cold cache`);
  for (const [i, run] of runs.entries())
    console.log(
      `  run ${i + 1}: performance ${run.score}, LCP ${run.lcpMs.toFixed(0)} ms, ${run.requests} requests`,
    );
}
