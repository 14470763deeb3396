/**
 * The door in the browser (issue 12): staff create a validator and read its access code once; a
 * phone at 390 px without a camera opens /validate with it, picks the event and session, and types
 * ticket codes: green, red for a second entry, amber for meia-entrada, undo, counters. Then a camera
 * that films a QR code (Chromium's fake capture) lets a ticket in by itself, through the QR reader's
 * WebAssembly under the page's CSP. axe at 1366 and 390 px on every screen.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, baseURL, login, newPage, screenshot, useBrowser } from './browser';
import { axeFindings } from './axe';
import { launchWithCamera, qrVideo } from './fakeCamera';

const EVENT = 'Noite de Samba na Lapa';

/** Critical and serious axe findings of the page once it has settled. */
async function axe(page: Page): Promise<{ id: string; targets: string[] }[]> {
  return (await axeFindings(page)).map(({ id, targets }) => ({ id, targets }));
}

interface Prepared {
  eventId: string;
  /** Redeemed courtesies: the code to type and the QR payload. */
  entire: { code: string; qr: string }[];
  half: { code: string; qr: string };
  accessCode: string;
}

/** Tickets of the seeded event (courtesies, redeemed to get their codes) and a validator of it, through the API. */
async function prepare(context: BrowserContext, tag: string): Promise<Prepared> {
  const api = apiAs(context, 'admin@demo.com.br');
  const { data: events } = await api.json('get', `/api/events?search=${encodeURIComponent('Samba na Lapa')}&limit=5`);
  const eventId = events.find((e: { title: string }) => e.title === EVENT).id as string;
  const tree = await api.json('get', `/api/events/${eventId}/tickets-all-lots`);
  const tickets = (Array.isArray(tree) ? tree : tree.data) as { id: string; category: string; lots: { id: string; quantity: number; sold?: number }[] }[];
  const lotOf = (category: string) => {
    for (const t of tickets.filter((x) => x.category === category)) {
      const lot = t.lots.find((l) => l.quantity - (l.sold ?? 0) >= 3);
      if (lot) return { ticketId: t.id, lotId: lot.id };
    }
    throw new Error(`no lot with places for ${category}`);
  };
  const redeemed = async (category: string, contacts: string[]) => {
    await api.json('post', `/api/events/${eventId}/send-courtesy`, { ...lotOf(category), type: '@EMAIL', contacts });
    const { data } = await api.json('get', `/api/events/${eventId}/send-courtesy?limit=100&search=${encodeURIComponent(tag)}`);
    const out = [];
    for (const contact of contacts) {
      const id = data.find((c: { contact: string }) => c.contact === contact).id;
      const res = await context.request.post(`/api/public/courtesies/${id}/redeem`);
      const body = await res.json();
      out.push({ code: body.code as string, qr: body.qr as string });
    }
    return out;
  };
  const entire = await redeemed('@COURTESY', [`${tag}.a@exemplo.com.br`, `${tag}.b@exemplo.com.br`]);
  const [half] = await redeemed('@HALF', [`${tag}.meia@exemplo.com.br`]);
  const validator = await api.json('post', '/api/validators', { name: `Portão ${tag}`, eventIds: [eventId] }, 201);
  return { eventId, entire, half, accessCode: validator.accessCode };
}

/** /validate up to the scan screen: the access code, the event and its session. */
async function openDoor(page: Page, accessCode: string) {
  await page.goto('/validate');
  await page.getByRole('heading', { name: 'Validação de ingressos' }).waitFor();
  await page.getByLabel('Código de acesso').fill(accessCode.toLowerCase().replace(/(.{4})(?=.)/g, '$1-'));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('heading', { name: 'Escolha o evento' }).waitFor();
  await page.getByRole('radio', { name: new RegExp(EVENT) }).check();
  const sessions = page.getByRole('radiogroup', { name: 'Sessão' });
  if (await sessions.count()) await sessions.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Começar a validar' }).click();
  await page.getByRole('heading', { name: EVENT }).waitFor();
}

const result = (page: Page) => page.getByTestId('scan-result');

async function typeCode(page: Page, code: string) {
  const field = page.getByLabel('Código do ingresso');
  await field.fill(code);
  // A USB scanner types the code and Enter.
  await field.press('Enter');
}

describe('validation at the door', () => {
  const browser = useBrowser();

  it('staff create a validator and read its access code once (1366 px)', async () => {
    const { page } = await newPage(browser());
    await login(page, 'admin@demo.com.br');
    await page.goto('/validators');
    await page.getByRole('row').filter({ hasText: 'Portaria principal' }).getByText(/Noite de Samba na Lapa/).waitFor();
    expect(await axe(page)).toEqual([]);
    await screenshot(page, 'validators-list');

    await page.goto('/validators/create');
    await page.getByLabel('Nome').fill('Portão lateral');
    await page.getByLabel('Eventos que pode validar').click();
    await page.getByRole('option', { name: EVENT, exact: true }).click();
    // The list stays open for more events (several can be chosen); Escape closes it.
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: EVENT }).waitFor();
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Salvar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Código de acesso' });
    await dialog.waitFor();
    const shown = (await dialog.getByTestId('credential-value').innerText()).trim();
    expect(shown).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    await dialog.getByText('não será mostrado de novo', { exact: false }).waitFor();
    expect(await axe(page)).toEqual([]);
    await screenshot(page, 'validators-code-once');
    await dialog.getByRole('button', { name: 'Já anotei' }).click();
    await page.waitForURL(/\/validators$/);

    // The code works at the door, and the record never shows it again.
    const door = await page.request.post('/api/validate/session', { data: { accessCode: shown } });
    expect(door.status()).toBe(200);
    await page.getByRole('row').filter({ hasText: 'Portão lateral' }).getByRole('link').first().click();
    await page.getByRole('button', { name: 'Gerar novo código' }).waitFor();
    expect(await page.getByText(shown).count()).toBe(0);
    expect(await axe(page)).toEqual([]);
    await screenshot(page, 'validators-edit');
  });

  it('a phone without a camera validates typed codes: green, red, amber, undo and counters (390 px)', async () => {
    const { context, page } = await newPage(browser(), { width: 390, height: 844 });
    const ready = await prepare(context, `porta${Date.now()}`);
    // No camera in this browser: the page says so and goes on with typed codes.
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: () => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')) } });
    });
    await page.goto('/validate');
    await page.getByLabel('Código de acesso').waitFor();
    expect(await axe(page)).toEqual([]);
    await screenshot(page, 'door-code-phone');
    await page.getByLabel('Código de acesso').fill('ERRADO');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Código de acesso inválido.').waitFor();

    await openDoor(page, ready.accessCode);
    await page.getByTestId('camera-state').getByText('Nenhuma câmera disponível', { exact: false }).waitFor();
    await expect.poll(() => page.getByTestId('door-counters').innerText()).toMatch(/\d+ de \d+/);
    const before = Number((await page.getByTestId('door-counters').innerText()).match(/(\d+) de/)![1]);
    expect(await axe(page)).toEqual([]);
    await screenshot(page, 'door-scan-idle-phone');

    await typeCode(page, ready.entire[0].code);
    await expect.poll(() => result(page).getAttribute('data-tone')).toBe('valid');
    await result(page).getByText('Entrada liberada').waitFor();
    await expect.poll(async () => Number((await page.getByTestId('door-counters').innerText()).match(/(\d+) de/)![1])).toBe(before + 1);
    // Readable at arm's length: the headline is big and the green fills the width.
    const headline = result(page).getByText('Entrada liberada');
    expect(parseFloat(await headline.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(28);
    expect((await result(page).boundingBox())!.width).toBeGreaterThan(340);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axe(page)).toEqual([]);
    await screenshot(page, 'door-valid-phone');

    await typeCode(page, ready.entire[0].code);
    await expect.poll(() => result(page).getAttribute('data-tone')).toBe('refused');
    await result(page).getByText('Ingresso já utilizado').waitFor();
    await result(page).getByText(/Entrou em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, por Portão/).waitFor();
    expect(await axe(page)).toEqual([]);
    await screenshot(page, 'door-used-phone');

    await typeCode(page, ready.half.code);
    await expect.poll(() => result(page).getAttribute('data-tone')).toBe('warning');
    await page.getByTestId('scan-warning').getByText('Meia-entrada: confira o documento').waitFor();
    expect(await axe(page)).toEqual([]);
    await screenshot(page, 'door-half-phone');

    await page.getByRole('button', { name: 'Desfazer última entrada' }).click();
    await result(page).getByText('Entrada desfeita. O ingresso pode entrar de novo.').waitFor();
    expect(await page.getByRole('button', { name: 'Desfazer última entrada' }).isDisabled()).toBe(true);
    await typeCode(page, ready.half.code);
    await expect.poll(() => result(page).getAttribute('data-tone')).toBe('warning');

    await typeCode(page, 'NAOEXISTE123456');
    await result(page).getByText('Ingresso não encontrado').waitFor();
    await typeCode(page, `${ready.entire[1].code}.AAAAAAAAAAAAAAAA`);
    await result(page).getByText('QR code inválido: assinatura não confere').waitFor();

    // A reload keeps the session (this tab only): still on the scan screen.
    await page.reload();
    await page.getByRole('heading', { name: EVENT }).waitFor();
    await context.close();
  });

  it('the scan screen at 1366 px passes axe', async () => {
    const { context, page } = await newPage(browser());
    const ready = await prepare(context, `largo${Date.now()}`);
    await openDoor(page, ready.accessCode);
    await typeCode(page, ready.entire[0].code);
    await result(page).getByText('Entrada liberada').waitFor();
    expect(await axe(page)).toEqual([]);
    await screenshot(page, 'door-valid-desktop');
    await context.close();
  });

  it('a camera that films the QR lets the ticket in by itself', async () => {
    const setupPage = await newPage(browser());
    const ready = await prepare(setupPage.context, `camera${Date.now()}`);
    await setupPage.context.close();
    const cameraBrowser = await launchWithCamera(qrVideo(ready.entire[0].qr));
    try {
      const context = await cameraBrowser.newContext({ baseURL: baseURL(), viewport: { width: 390, height: 844 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', permissions: ['camera'] });
      const page = await context.newPage();
      const external: string[] = [];
      const policyReports: string[] = [];
      page.on('request', (r) => {
        if (!r.url().startsWith(baseURL())) external.push(r.url());
      });
      page.on('console', (m) => {
        if (/Content Security Policy|Content-Security-Policy|Permissions-Policy/i.test(m.text())) policyReports.push(m.text());
      });
      await openDoor(page, ready.accessCode);
      await page.getByRole('img', { name: 'Câmera lendo QR codes' }).or(page.locator('video')).first().waitFor();
      await result(page).getByText('Entrada liberada').waitFor({ timeout: 30_000 });
      await result(page).getByText(`Código: ${ready.entire[0].code}`).waitFor();
      await screenshot(page, 'door-camera-phone');
      // The QR reader's WebAssembly came from this server, not a CDN, and compiled under the page's CSP.
      expect(external).toEqual([]);
      expect(policyReports).toEqual([]);
      await context.close();
    } finally {
      await cameraBrowser.close();
    }
  });
});
