/**
 * axe-core for the e2e suites: waits for the page to settle, then keeps critical and serious
 * findings. Settled means nothing loading and no finite animation running: axe measures colour
 * contrast on what is painted, and a dialog halfway through its fade-in reads as faint text.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// Evaluated through the DevTools protocol: the page's CSP refuses an inline <script>.
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string;
  targets: string[];
}

/** Waits until nothing is busy or loading and every finite animation or transition has ended. */
export async function settle(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    () =>
      // .app-loader: react-admin's bar shows it while any of the page's queries is fetching.
      !document.querySelector('[aria-busy="true"], .MuiLinearProgress-root, .MuiSkeleton-root, .app-loader') &&
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    null,
    { timeout, polling: 50 },
  );
}

/** Critical and serious axe findings of the page once it has settled. */
export async function axeFindings(page: Page, max = 3): Promise<AxeFinding[]> {
  await settle(page);
  return axeFindingsNow(page, max);
}

/** The same, of the page as it is now (a loading state, which never settles). */
export async function axeFindingsNow(page: Page, max = 3): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async (limit) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, limit).map((n) => n.target.join(' ')) }));
  }, max);
  return violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
}
