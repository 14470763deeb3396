/**
 * The accreditation's public pages in the browser (issue 15): on a phone (390 px) a participant
 * registers themselves on /accreditation-participant typing what a Brazilian types ((81) 98765-4321,
 * a CPF with its mask, dd/mm/aaaa), gets their credential code and QR; the device paired by the
 * validation link accredits them by the typed code once (a second read says already accredited, and
 * when), the options page leads to an activity's entry, which lets them in once and counts it; the
 * staff's dashboard counters move. A wrong link gets one message and no reader. axe and screenshots
 * at 390 and 1366 px.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, baseURL, newPage, screenshot, useBrowser } from './browser';
import { axeFindings } from './axe';
import { launchWithCamera, qrVideo } from './fakeCamera';

const ACCREDITATION = 'Credenciamento Festival de Verão';

async function axe(page: Page): Promise<{ id: string; targets: string[] }[]> {
  return (await axeFindings(page)).map(({ id, targets }) => ({ id, targets }));
}

/** The demo accreditation, read as its staff read it (its id and the pair code of its validation link). */
async function demoAccreditation(context: BrowserContext): Promise<{ id: string; pairCode: string }> {
  const api = apiAs(context, 'admin@demo.com.br');
  const { data } = await api.json('get', `/api/accreditations?search=${encodeURIComponent('Festival de Verão')}&limit=5`);
  const found = data.find((a: { name: string }) => a.name === ACCREDITATION);
  return { id: found.id, pairCode: found.pairCode };
}

type Counters = Record<string, number>;

/**
 * The manage page's counters as staff read them (GET /api/accreditations/{id}/dashboard, engineer
 * STAFF's route); null while that route is not in this build, and the staff's history of the
 * participant is checked instead (tests/api/accreditationPublic.test.ts checks the counters themselves).
 */
async function dashboard(context: BrowserContext, id: string): Promise<Counters | null> {
  const res = await apiAs(context, 'admin@demo.com.br').get(`/api/accreditations/${id}/dashboard`);
  if (res.status() === 404) return null;
  expect(res.status()).toBe(200);
  const body = await res.json();
  return (body.counters ?? body) as Counters;
}

const result = (page: Page) => page.getByTestId('read-result');

async function read(page: Page, code: string) {
  const field = page.getByLabel('Código da credencial');
  await field.fill(code);
  // A USB scanner types the code and Enter.
  await field.press('Enter');
}

/** No camera in these browsers: the pages say so and go on with typed codes. */
const noCamera = (context: BrowserContext) =>
  context.addInitScript(() => {
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: () => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')) } });
  });

describe('accreditation public pages', () => {
  const browser = useBrowser();

  it('a participant registers on a phone, the paired device accredits them once and lets them into an activity; the counters move (390 px)', async () => {
    const { context, page } = await newPage(browser(), { width: 390, height: 844 });
    await noCamera(context);
    const { id, pairCode } = await demoAccreditation(context);
    const before = await dashboard(context, id);
    const email = `marina.${Date.now().toString(36)}@exemplo.com.br`;

    // Self-registration: the mistakes first, each message on its field.
    await page.goto(`/accreditation-participant?accreditation=${id}`);
    await page.getByRole('heading', { name: ACCREDITATION }).waitFor();
    await page.getByLabel('Nome completo').waitFor();
    expect(await axe(page)).toEqual([]);
    await screenshot(page, 'accreditation-participant-phone');
    await page.getByLabel('E-mail').fill('marina@');
    await page.getByLabel('CPF', { exact: true }).pressSequentially('111.111.111-11');
    await page.getByRole('button', { name: 'Enviar inscrição' }).click();
    await page.getByText('Confira os campos destacados.').waitFor();
    await page.getByText('E-mail inválido').waitFor();
    await page.getByText('CPF inválido').waitFor();
    expect(await page.getByText('Este campo é obrigatório').count()).toBe(2); // the name and the required question
    expect(await axe(page)).toEqual([]);
    await screenshot(page, 'accreditation-participant-errors-phone');

    await page.getByLabel('Nome completo').fill('Marina Souza');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Telefone', { exact: true }).pressSequentially('(81) 98765-4321');
    expect(await page.getByLabel('Telefone', { exact: true }).inputValue()).toBe('(81) 98765-4321');
    await page.getByLabel('CPF', { exact: true }).fill('');
    await page.getByLabel('CPF', { exact: true }).pressSequentially('529.982.247-25');
    expect(await page.getByLabel('CPF', { exact: true }).inputValue()).toBe('529.982.247-25');
    await page.getByRole('radio', { name: 'Imprensa' }).check();
    await page.getByLabel('Data de nascimento', { exact: true }).pressSequentially('15/03/1990');
    await page.getByRole('button', { name: 'Enviar inscrição' }).click();
    await page.getByText('Inscrição confirmada!').waitFor();
    const code = (await page.getByTestId('credential-code').innerText()).trim();
    expect(code).toMatch(/^[A-Z0-9]{10}$/);
    await page.getByRole('img', { name: `QR code da credencial ${code}` }).waitFor();
    await page.getByText('Apresente este QR code', { exact: false }).waitFor();
    expect(await axe(page)).toEqual([]);
    await screenshot(page, 'accreditation-participant-done-phone');

    // The same e-mail again: the message on the e-mail field.
    await page.goto(`/accreditation-participant?accreditation=${id}`);
    await page.getByLabel('Nome completo').fill('Marina de Novo');
    await page.getByLabel('E-mail').fill(email.toUpperCase());
    await page.getByRole('radio', { name: 'Equipe' }).check();
    await page.getByRole('button', { name: 'Enviar inscrição' }).click();
    await page.getByText('Já existe um participante com este e-mail neste credenciamento').waitFor();
    expect(await page.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');

    // The paired device at the entrance: typed code (lower case, a dash), then the same again.
    await page.goto(`/validate/accreditation?p=${pairCode}`);
    await page.getByRole('heading', { name: ACCREDITATION }).waitFor();
    await page.getByTestId('camera-state').getByText('Nenhuma câmera disponível', { exact: false }).waitFor();
    await page.getByText('Aponte a câmera para o QR code da credencial ou digite o código').waitFor();
    expect(await axe(page)).toEqual([]);
    await screenshot(page, 'accreditation-validate-idle-phone');
    await read(page, `${code.slice(0, 5).toLowerCase()}-${code.slice(5)}`);
    await expect.poll(() => result(page).getAttribute('data-result')).toBe('@ACCREDITED');
    expect(await result(page).getAttribute('data-tone')).toBe('valid');
    await result(page).getByText('Marina Souza').waitFor();
    await result(page).getByText('Credenciado', { exact: true }).waitFor();
    expect(await page.getByLabel('Código da credencial').inputValue()).toBe('');
    expect(await axe(page)).toEqual([]);
    await screenshot(page, 'accreditation-validate-accredited-phone');

    await read(page, code);
    await expect.poll(() => result(page).getAttribute('data-result')).toBe('@ALREADY_ACCREDITED');
    expect(await result(page).getAttribute('data-tone')).toBe('warning');
    await result(page).getByText('Já credenciado').waitFor();
    expect(await page.getByTestId('read-details').innerText()).toMatch(/Credenciado em \d{2}\/\d{2} \d{2}:\d{2}/);
    await screenshot(page, 'accreditation-validate-already-phone');

    await read(page, 'ZZZZZZZZZZ');
    await expect.poll(() => result(page).getAttribute('data-result')).toBe('@UNKNOWN');
    expect(await result(page).getAttribute('data-tone')).toBe('refused');
    await result(page).getByText('Código não encontrado').waitFor();
    expect(await axe(page)).toEqual([]);

    // The options page, then the entry of an activity.
    await page.getByRole('link', { name: 'Opções deste dispositivo' }).click();
    await page.waitForURL(/\/validate\/accreditation-options\?p=/);
    await page.getByRole('link', { name: /Credenciar/ }).waitFor();
    expect(await axe(page)).toEqual([]);
    await screenshot(page, 'accreditation-options-phone');
    await page.getByRole('link', { name: /Palestra de abertura/ }).click();
    await page.waitForURL(/\/validate\/accreditation-activity\?p=.+&activity=/);
    const entries = page.getByTestId('activity-entries');
    await expect.poll(() => entries.innerText()).toMatch(/\d+ de 200/);
    const entered = Number((await entries.innerText()).match(/(\d+) de/)![1]);
    expect(await axe(page)).toEqual([]);
    await read(page, code);
    await expect.poll(() => result(page).getAttribute('data-result')).toBe('@CHECKED_IN');
    await result(page).getByText('Entrada liberada').waitFor();
    await expect.poll(async () => Number((await entries.innerText()).match(/(\d+) de/)![1])).toBe(entered + 1);
    await screenshot(page, 'accreditation-activity-in-phone');
    await read(page, code);
    await expect.poll(() => result(page).getAttribute('data-result')).toBe('@ALREADY_CHECKED_IN');
    expect(await page.getByTestId('read-details').innerText()).toMatch(/Entrou às \d{2}:\d{2}/);
    expect(Number((await entries.innerText()).match(/(\d+) de/)![1])).toBe(entered + 1);
    expect(await axe(page)).toEqual([]);
    await screenshot(page, 'accreditation-activity-already-phone');

    // What the staff see move.
    const after = await dashboard(context, id);
    if (before && after) {
      for (const k of ['totalParticipants', 'preEventRegistrants', 'totalAccreditations', 'accreditationsToday', 'accreditationsBySelfService']) expect(after[k], k).toBe(before[k] + 1);
      expect(after.onSiteRegistrants).toBe(before.onSiteRegistrants);
    } else {
      const api = apiAs(context, 'admin@demo.com.br');
      const { data } = await api.json('get', '/api/audit-log?resource=accreditationParticipants&limit=20');
      const created = data.find((e: { action: string; after: { code?: string } | null }) => e.action === '@CREATE' && e.after?.code === code);
      expect(created.after.registeredVia).toBe('@SELF_SERVICE');
      const changes = data.filter((e: { recordId: string; action: string }) => e.recordId === created.recordId && e.action === '@UPDATE');
      expect(changes.map((e: { after: Record<string, unknown> }) => e.after.accreditedVia ?? e.after.checkedInto).sort()).toEqual(['@DEVICE', 'Palestra de abertura']);
    }
    await context.close();
  });

  it('a wrong link gets one message and no reader; the pages at 1366 px', async () => {
    const { context, page } = await newPage(browser());
    await noCamera(context);
    const { id, pairCode } = await demoAccreditation(context);

    await page.goto('/validate/accreditation?p=ERRADOERRADOERRA');
    await page.getByText('Link de validação inválido ou credenciamento inativo.').waitFor();
    expect(await page.getByLabel('Código da credencial').count()).toBe(0);
    expect(await axe(page)).toEqual([]);
    await screenshot(page, 'accreditation-validate-wrong-link');
    await page.goto('/validate/accreditation-options?p=ERRADOERRADOERRA');
    await page.getByText('Link de validação inválido ou credenciamento inativo.').waitFor();
    expect(await page.getByRole('link', { name: /Credenciar/ }).count()).toBe(0);
    await page.goto('/accreditation-participant?accreditation=00000000-0000-4000-8000-000000000000');
    await page.getByText('Inscrições indisponíveis: o credenciamento não existe ou não está ativo.').waitFor();
    expect(await page.getByLabel('Nome completo').count()).toBe(0);

    await page.goto(`/validate/accreditation?p=${pairCode}`);
    await page.getByRole('heading', { name: ACCREDITATION }).waitFor();
    await page.getByLabel('Código da credencial').waitFor();
    expect(await axe(page)).toEqual([]);
    await screenshot(page, 'accreditation-validate-idle');
    await page.goto(`/validate/accreditation-options?p=${pairCode}`);
    await page.getByRole('link', { name: /Oficina de produção/ }).waitFor();
    expect(await axe(page)).toEqual([]);
    await screenshot(page, 'accreditation-options');
    await page.goto(`/accreditation-participant?accreditation=${id}`);
    await page.getByLabel('Nome completo').waitFor();
    expect(await axe(page)).toEqual([]);
    await screenshot(page, 'accreditation-participant');
    await context.close();
  });

  it('a camera filming the credential QR accredits its participant by itself (the QR holds the bare code)', async () => {
    const { context } = await newPage(browser());
    const { id, pairCode } = await demoAccreditation(context);
    const form = await (await context.request.get(`/api/public/accreditation/${id}/form`)).json();
    const role = form.fields.find((f: { label: string }) => f.label === 'Função');
    const res = await context.request.post(`/api/public/accreditation/${id}/participants`, {
      data: { name: 'Rafael Câmera', email: `rafael.${Date.now().toString(36)}@exemplo.com.br`, answers: { [role.id]: 'Expositor' } },
    });
    expect(res.status()).toBe(201);
    const { code } = await res.json();
    await context.close();

    const cameraBrowser = await launchWithCamera(qrVideo(code));
    try {
      const camera = await cameraBrowser.newContext({ baseURL: baseURL(), viewport: { width: 390, height: 844 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', permissions: ['camera'] });
      const page = await camera.newPage();
      await page.goto(`/validate/accreditation?p=${pairCode}`);
      await page.getByRole('heading', { name: ACCREDITATION }).waitFor();
      await expect.poll(() => result(page).getAttribute('data-result'), { timeout: 30_000 }).toBe('@ACCREDITED');
      await result(page).getByText('Rafael Câmera').waitFor();
      // The QR stays in front of the camera: read again only after a pause, and then already accredited.
      await expect.poll(() => result(page).getAttribute('data-result'), { timeout: 30_000 }).toBe('@ALREADY_ACCREDITED');
      await screenshot(page, 'accreditation-validate-camera-phone');
    } finally {
      await cameraBrowser.close();
    }
  }, 120_000);
});
