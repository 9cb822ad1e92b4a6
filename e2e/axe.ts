import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// axe-core, the accessibility rules engine, evaluated in the page (an evaluation is not subject to the page's CSP).
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What axe rates serious or critical on the page as it is. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] };
    const axe = (
      window as unknown as { axe: { run(...args: unknown[]): Promise<{ violations: Violation[] }> } }
    ).axe;
    return (await axe.run(document)).violations;
  });
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** What axe rates serious or critical once transitions have ended: a toast fading in is not a contrast fault. */
export async function violationsAtRest(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  return seriousViolations(page);
}
