/**
 * axe-core on every page of the admin and the public pages, at 1366 px and at 390 px: no
 * critical and no serious violation anywhere (issue 9). The pages are the menu's, an event's
 * area with each of its sections and edit pages, the detail pages, the sending screen, the
 * login, the no-permission and not-found pages, the guest's redemption page, and the dialogs
 * that create records.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFindings } from './axe';
import { apiAs, login, newPage, useBrowser } from './browser';
import { eventWithLots } from './fixtures';
import { openPage, routeTo } from './pageLoad';

const SIZES = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
];
const MENU = [
  '/dashboard', '/reports', '/my-company', '/cashier', '/events', '/maps', '/validators', '/bookings', '/schedules',
  '/accreditations', '/points-of-sale', '/producers', '/roles', '/collaborators', '/clients', '/orders', '/pages', '/marketing',
];
const EVENT_PAGES = [
  '', '/edit/general-info', '/edit/description', '/edit/images', '/edit/schedule', '/edit/location', '/edit/payments',
  '/sectors-and-sales/sectors', '/producers', '/line-up', '/sessions', '/lobby',
  '/advantages-and-services/affiliates', '/advantages-and-services/options', '/advantages-and-services/coupons',
  '/advantages-and-services/card-bin', '/advantages-and-services/courtesies', '/advantages-and-services/courtesies/send',
  '/reports/summary', '/reports/consolidated', '/reports/channels', '/reports/bordero', '/reports/ticket-usage', '/reports/sales',
  '/reports/by-period',
];

interface Finding {
  page: string;
  rule: string;
  impact: string;
  targets: string[];
}

/** The dialogs opened from a page, by the button that opens them. */
const DIALOGS: [string, string][] = [
  ['/sectors-and-sales/sectors', 'Novo setor'],
  ['/sectors-and-sales/sectors', 'Novo lote'],
  ['/advantages-and-services/coupons', 'Criar cupom'],
  ['/advantages-and-services/affiliates', 'Adicionar afiliado'],
  ['/advantages-and-services/card-bin', 'Adicionar bin'],
  ['/advantages-and-services/courtesies', 'Filtros'],
];

/**
 * Opens `path` (from the server, or through the router inside the running admin: the pages are
 * many and a reload costs the app's start each time), waits for it to settle, opens a dialog when
 * asked, then runs axe and keeps critical and serious findings.
 */
async function audit(page: Page, path: string, openWith?: string, how: 'load' | 'route' = 'load'): Promise<Finding[]> {
  await (how === 'route' ? routeTo(page, path) : openPage(page, path));
  if (openWith) {
    await page.getByRole('button', { name: openWith, exact: true }).first().click();
    await page.getByRole('dialog').waitFor();
  }
  const violations = await axeFindings(page, 5);
  const where = openWith ? `${path} (${openWith})` : path;
  return violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => ({ page: where, rule: v.id, impact: v.impact, targets: v.targets }));
}

describe('accessibility of every page (axe-core)', () => {
  const browser = useBrowser();

  it.each(SIZES)('has no critical or serious violation at $width px', async ({ width, height }) => {
    const { context, page } = await newPage(browser(), { width, height });
    const api = apiAs(context, 'admin@demo.com.br');
    const json = async (method: 'get' | 'post', url: string, data?: unknown) => api.json(method, url, data);
    const { eventId, sectorId, ticketId, lotIds } = await eventWithLots({ post: (url, data) => json('post', url, data) }, {
      title: `Acessibilidade ${width}`,
      ticket: { title: 'Cortesia Pista', category: '@COURTESY' },
      lots: [{ title: 'Lote convidados', price: 0, quantity: 100 }],
    });
    await json('post', `/api/events/${eventId}/send-courtesy`, { ticketId, lotId: lotIds[0], type: '@EMAIL', contacts: ['ana.convidada@exemplo.com.br'] });
    const courtesyId = (await json('get', `/api/events/${eventId}/send-courtesy`)).data[0].id as string;
    const producerId = (await json('get', '/api/producers?limit=1')).data[0].id as string;
    // People (issue 14): a collaborator's edit page, and an invite's public page from its outbox e-mail.
    const collaboratorId = (await json('get', '/api/collaborators?limit=1')).data[0].id as string;
    const caixaRole = (await json('get', '/api/roles?search=Caixa')).data[0].id as string;
    // Stores (issue 15): a demo store's details (with its categories) and edit pages.
    const storeId = (await json('get', '/api/stores?search=lanchonete&limit=1')).data[0].id as string;
    const invitee = `axe.${width}.${Date.now().toString(36)}@teste.com.br`;
    await json('post', '/api/collaborators/invites', { email: invitee, roleId: caixaRole });
    const inviteBody = (await json('get', `/api/outbox?search=${encodeURIComponent(invitee)}&limit=1`)).data[0].body as string;
    const inviteUrl = new URL(/https?:\/\/\S+\/convite\/\S+#token=\S+/.exec(inviteBody)![0]);
    // Accreditation (issue 15): the demo accreditation's staff pages, public pages (validation link, self-registration) and area.
    const accreditation = (await json('get', `/api/accreditations?search=${encodeURIComponent('Festival de Verão')}&limit=1`)).data[0] as { id: string; pairCode: string };
    const accreditationId = accreditation.id;
    const accreditationActivityId = (await json('get', `/api/accreditations/${accreditation.id}/activities?limit=1`)).data[0].id as string;
    const accreditationPublic = [
      `/validate/accreditation?p=${accreditation.pairCode}`,
      `/validate/accreditation-options?p=${accreditation.pairCode}`,
      `/validate/accreditation-activity?p=${accreditation.pairCode}&activity=${accreditationActivityId}`,
      `/accreditation-participant?accreditation=${accreditation.id}`,
    ];

    // Accreditation users (issue 15): a new user's password link from its outbox e-mail.
    const areaUser = `axe.area.${width}.${Date.now().toString(36)}@teste.com.br`;
    await json('post', `/api/accreditations/${accreditationId}/users`, { firstName: 'Axe', email: areaUser });
    const areaBody = (await json('get', `/api/outbox?search=${encodeURIComponent(areaUser)}&limit=1`)).data[0].body as string;
    const areaLink = new URL(/https?:\/\/\S+\/accreditation\/\S+\/password#token=\S+/.exec(areaBody)![0]);

    const findings: Finding[] = [];
    // Logged out first: the login page and the guest's pages.
    for (const path of ['/auth/login', '/auth/forgot-password', '/auth/reset-password#token=x', `/accreditation/${courtesyId}/login`, `/ativar-cortesia?courtesyId=${courtesyId}`, '/validate', inviteUrl.pathname + inviteUrl.hash, `/accreditation/${accreditationId}/login`, areaLink.pathname + areaLink.hash, ...accreditationPublic]) {
      findings.push(...(await audit(page, path)));
    }
    // The accreditation user's area, logged in through its login: find, register, a participant with the credential.
    await page.goto(`/accreditation/${accreditationId}/login`);
    await page.getByLabel(/^E-mail/).fill('credenciador@demo.com.br');
    await page.getByLabel(/^Senha/).fill('demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname === `/accreditation/${accreditationId}`);
    const accredited = (await (await context.request.get('/api/accreditation/participants?search=Ana%20Beatriz', { headers: { 'x-requested-with': 'fetch' } })).json()).data[0].id as string;
    for (const path of ['', '/register', `/participants/${accredited}`]) findings.push(...(await audit(page, `/accreditation/${accreditationId}${path}`)));

    await login(page, 'admin@demo.com.br');
    const paths = [
      ...MENU,
      '/my-company/colors', '/my-company/details', '/my-company/sales-theme', '/my-company/card-theme', '/modules',
      '/my-company/history', '/my-company/payment-methods',
      '/events/create', '/producers/create', `/producers/${producerId}`, '/outbox', '/points-of-sale/create', '/validators/create',
      ...EVENT_PAGES.map((p) => `/events/${eventId}${p}`),
      `/events/${eventId}/advantages-and-services/courtesies/${courtesyId}`,
      `/events/${eventId}/sectors-and-sales/sectors/${sectorId}/${ticketId}/details`,
      '/pagina-que-nao-existe',
      `/collaborators/${collaboratorId}/edit`,
      '/stores', '/stores/create', `/stores/${storeId}/details`, `/stores/${storeId}/details/edit`,
      `/accreditations/${accreditationId}/users`,
      `/accreditations/${accreditationId}`, `/accreditations/${accreditationId}/activities`,
      `/accreditations/${accreditationId}/participants/fields`, `/accreditations/${accreditationId}/participants`,
    ];
    // Inside the admin as a menu or a link takes staff there; the first page is loaded whole, and
    // each dialog's page too (an open dialog would stay open over the next page).
    for (const path of paths) findings.push(...(await audit(page, path, undefined, path === paths[0] ? 'load' : 'route')));
    for (const [path, button] of DIALOGS) findings.push(...(await audit(page, `/events/${eventId}${path}`, button)));
    for (const [path, button] of [['/collaborators', 'Convidar colaborador'], ['/roles', 'Novo cargo'], [`/stores/${storeId}/details`, 'Nova categoria'], [`/accreditations/${accreditationId}/users`, 'Adicionar usuário'], ['/accreditations', 'Novo credenciamento'], [`/accreditations/${accreditationId}/participants`, 'Adicionar participante']]) findings.push(...(await audit(page, path, button)));

    // The no-permission page, as the cashier on a page outside their menu.
    await context.clearCookies();
    await login(page, 'caixa@demo.com.br');
    findings.push(...(await audit(page, '/my-company')));

    expect(findings).toEqual([]);
    await context.close();
    // About fifty pages per size, each waited until it settles: minutes on a loaded 2-core machine.
  }, 600_000);
});
