/**
 * axe-core in a page, as the accessibility suite and the area tests run it: evaluated through the
 * DevTools protocol (the page's CSP refuses an inline <script>), critical and serious findings kept.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Finding {
  page: string;
  rule: string;
  impact: string;
  targets: string[];
}

/** Waits for nothing busy on the page (no loading bar, no skeleton), then runs axe on it as it is. */
export async function auditOpenPage(page: Page, where: string): Promise<Finding[]> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .MuiLinearProgress-root, .MuiSkeleton-root'), null, { timeout: 15_000 }).catch(() => undefined);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  });
  return violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => ({ page: where, rule: v.id, impact: v.impact, targets: v.targets }));
}
