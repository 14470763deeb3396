import { createRequire } from 'node:module';
import { it } from 'vitest';
import { loggedIn, useBrowser } from './browser';
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const browser = useBrowser();
it('debug', async () => {
  const { page, api } = await loggedIn(browser(), 'admin@demo.com.br');
  const ev = await api.post('/api/events', { title: 'Debug' });
  await page.goto(`/events/${ev.id}/edit/description`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await page.addScriptTag({ path: AXE });
  const out = await page.evaluate(async () => {
    const r = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return r.violations.filter((v: any) => v.impact === 'critical' || v.impact === 'serious').map((v: any) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n: any) => n.html.slice(0, 400) + ' || ' + n.failureSummary) }));
  });
  console.log(JSON.stringify(out, null, 1));
});
