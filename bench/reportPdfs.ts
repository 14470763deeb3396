/**
 * The report PDFs as the user gets them (issue 13): on the borderô and ticket-usage tabs of the
 * demo's largest event, what Chromium receives after 'Baixar PDF' (CDP encodedDataLength: the
 * renderer's chunk on the first click, cache disabled) and the time from the click to the download,
 * then the same click again with the renderer already loaded. Runs the real server; never asserts.
 */
import { cpus, loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { spawnServer } from '../scripts/spawnServer';
import { launchChromium, login, openBenchPage } from './common';
import { buildIfNeeded } from './delivery';

async function clickToDownload(page: Page): Promise<{ ms: number; bytes: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  let bytes = 0;
  cdp.on('Network.loadingFinished', ({ encodedDataLength }) => {
    bytes += encodedDataLength;
  });
  const start = Date.now();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), page.getByRole('button', { name: 'Baixar PDF' }).click()]);
  await download.path();
  const ms = Date.now() - start;
  await cdp.detach();
  return { ms, bytes };
}

export async function benchReportPdfs() {
  buildIfNeeded();
  const server = await spawnServer();
  try {
    const { accessToken } = await login(server.url);
    const headers = { authorization: `Bearer ${accessToken}` };
    const events = (await (await fetch(`${server.url}/api/reports?search=Festival%20de%20Forr`, { headers })).json()) as { data: { id: string }[] };
    const eventId = events.data[0].id;
    const browser = await launchChromium();
    try {
      for (const tab of ['bordero', 'ticket-usage']) {
        const { context, page } = await openBenchPage(browser, server.url);
        await page.goto(`/events/${eventId}/reports/${tab}`);
        await page.getByText(/^Atualizado em /).waitFor({ timeout: 60_000 });
        await page.waitForLoadState('networkidle');
        const first = await clickToDownload(page);
        const again = await clickToDownload(page);
        console.log(
          `reportPdfs ${tab}: first click ${first.ms} ms, ${first.bytes.toLocaleString('en')} B received (the renderer); ` +
            `next click ${again.ms} ms, ${again.bytes.toLocaleString('en')} B (load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`,
        );
        await context.close();
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}
