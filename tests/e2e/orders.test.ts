/**
 * Orders in the browser (issue 12): the list with a search typed as Brazilians type a CPF and the
 * filters in the address, an order's page, a refund of each of the spec's two options through the
 * gateway stand-in (./gatewayStub.ts), a refusal shown as such, a resend and the buyer's page with
 * the QR codes; axe-core and screenshots at 1366 px and 390 px.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiJson, loggedIn, newPage, screenshot, useBrowser } from './browser';
import { axeFindings } from './axe';

const ADMIN = 'admin@demo.com.br';
const SIZES = [
  { name: 'desktop', width: 1366, height: 850 },
  { name: 'phone', width: 390, height: 844 },
];

interface Finding {
  page: string;
  rule: string;
  impact: string;
  targets: string[];
}

/** Critical and serious axe findings of the settled page, named by where they were seen. */
const auditOpenPage = async (page: Page, where: string): Promise<Finding[]> =>
  (await axeFindings(page, 5)).map((v) => ({ page: where, rule: v.id, impact: v.impact, targets: v.targets }));

interface Summary {
  id: string;
  code: string;
  customerCpf: string | null;
  fees: number;
  tickets: number;
}

const brl = (cents: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100).replace(/\u00a0/g, ' ');
const cpfMask = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

/** Paid site orders through MercadoPago with fees and at least `tickets` tickets, not used by another test. */
const taken = new Set<string>();
async function gatewayOrder(context: BrowserContext, tickets: number): Promise<Summary> {
  const api = apiJson(context, ADMIN);
  const { data } = await api.get('/api/orders?status=@PAID&channel=@SITE&paymentMethod=@CREDIT_CARD&limit=100');
  for (const o of data as Summary[]) {
    if (taken.has(o.id) || o.fees <= 0 || o.tickets < tickets || !o.customerCpf) continue;
    const detail = await api.get(`/api/orders/${o.id}`);
    // An order without refunds yet: the demo seeds refused and processing ones, which would show beside the test's own.
    if (detail.payments[0]?.gateway !== '@MERCADOPAGO' || !detail.can.refundFees || !detail.can.refundTickets || detail.refunds.length) continue;
    if (detail.issuedTickets.some((t: { checkedInAt: string | null }) => t.checkedInAt)) continue;
    taken.add(o.id);
    return o;
  }
  throw new Error('no seeded order fits');
}

async function openOrder(page: Page, order: Summary) {
  await page.goto(`/orders/${order.id}/show`);
  await page.getByRole('heading', { name: `Pedido ${order.code}`, level: 1 }).waitFor();
}

/** Elements that reach past the window's right edge, outside a box that scrolls sideways (a page readable at 390 px has none). */
const overflowing = (page: Page, width: number) =>
  page.evaluate((w) => {
    const out: string[] = [];
    const scrolls = (el: Element | null): boolean => !!el && (['auto', 'scroll'].includes(getComputedStyle(el).overflowX) || scrolls(el.parentElement));
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (scrolls(el.parentElement)) continue;
      if (r.width > 0 && r.right > w + 1) out.push(`${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} (${Math.round(r.left)}-${Math.round(r.right)}): ${(el.textContent ?? '').slice(0, 40)}`);
    }
    return out.slice(0, 8);
  }, width);

/** The buyer's page of the order resent below, for the accessibility check. */
let buyerLink = '';

const nextGatewayAnswer = (status: number, body: unknown) =>
  fetch(`${inject('gatewayURL')}/__next`, { method: 'POST', body: JSON.stringify({ status, body }) });

describe('orders, as admin@demo.com.br', () => {
  const browser = useBrowser();

  it('lists, searches by a masked CPF, filters in the address and opens an order', async () => {
    const { context, page } = await loggedIn(browser(), ADMIN);
    const order = await gatewayOrder(context, 1);
    await page.goto('/orders');
    await page.getByRole('heading', { name: 'Pedidos', level: 1 }).waitFor();
    await page.getByText(/^Mostrando 10 de [\d.]+ itens$/).waitFor();
    expect(await page.getByRole('row').filter({ hasText: /R\$ [\d.]+,\d{2}/ }).count()).toBe(10);

    await page.getByRole('textbox', { name: 'Pesquisar' }).fill(cpfMask(order.customerCpf!));
    await page.waitForURL(/search=/);
    const row = page.getByRole('row').filter({ hasText: order.code });
    await row.waitFor();
    await row.getByText('Pago', { exact: true }).waitFor();

    await page.goto('/orders');
    await page.getByRole('combobox', { name: 'Situação' }).click();
    await page.getByRole('option', { name: 'Estornado', exact: true }).click();
    await page.waitForURL(/status=%40REFUNDED|status=@REFUNDED/);
    await page.getByRole('row').filter({ hasText: 'Estornado' }).first().waitFor();
    const statuses = await page.locator('tbody tr .MuiChip-label').allInnerTexts();
    expect(statuses.length).toBeGreaterThan(0);
    for (const s of statuses) expect(s).toBe('Estornado');
    await page.getByRole('textbox', { name: 'Criado de' }).fill('01012020');
    await page.waitForURL(/startAt=2020-01-01/);

    await page.goto(`/orders?search=${order.code}`);
    await page.getByRole('row').filter({ hasText: order.code }).click();
    await page.waitForURL(new RegExp(`/orders/${order.id}/show$`));
    await page.getByRole('region', { name: 'Ingressos' }).getByRole('img', { name: /^QR code do ingresso / }).first().waitFor();
    await page.getByRole('region', { name: 'Histórico' }).getByText('Pedido criado').waitFor();
    await context.close();
  });

  it('refunds only the fees from the browser, through the gateway', async () => {
    const { context, page } = await loggedIn(browser(), ADMIN);
    const order = await gatewayOrder(context, 1);
    await openOrder(page, order);
    await page.getByRole('button', { name: 'Estornar' }).click();
    const dialog = page.getByRole('dialog', { name: `Estornar pedido ${order.code}` });
    await dialog.getByText('Estorna apenas as taxas de serviço e processamento').waitFor();
    await dialog.getByText('Estorna o valor dos ingressos e taxas de serviço e processamento').waitFor();
    await dialog.getByRole('radio', { name: /Somente as taxas/ }).check();
    await dialog.getByText(brl(order.fees), { exact: true }).waitFor();
    await dialog.getByText('Devolvido pelo MercadoPago (Cartão de crédito).').waitFor();
    await dialog.getByRole('textbox', { name: 'Motivo (opcional)' }).fill('Taxa cobrada em dobro');
    await dialog.getByRole('button', { name: 'Confirme' }).click();
    await page.getByText(`Estorno de ${brl(order.fees)} realizado.`).waitFor();
    const refunds = page.getByRole('region', { name: 'Estornos' });
    await refunds.getByText('Somente as taxas').waitFor();
    await refunds.getByText('Motivo: Taxa cobrada em dobro').waitFor();
    await page.getByRole('region', { name: 'Resumo' }).getByText('Parcialmente estornado').waitFor();
    await context.close();
  });

  it('refunds chosen tickets and their fees from the browser; the ticket is cancelled', async () => {
    const { context, page } = await loggedIn(browser(), ADMIN);
    const order = await gatewayOrder(context, 2);
    await openOrder(page, order);
    await page.getByRole('button', { name: 'Estornar' }).click();
    const dialog = page.getByRole('dialog', { name: `Estornar pedido ${order.code}` });
    expect(await dialog.getByRole('radio', { name: /Ingressos e taxas/ }).isChecked()).toBe(true);
    const boxes = dialog.getByRole('checkbox');
    expect(await boxes.count()).toBe(order.tickets + 1);
    const amount = dialog.getByTestId('refund-amount');
    await amount.waitFor();
    const whole = await amount.innerText();
    // Keep only the first ticket.
    for (let i = 2; i <= order.tickets; i++) await boxes.nth(i).uncheck();
    await expect.poll(() => amount.innerText()).not.toBe(whole);
    const one = await amount.innerText();
    await dialog.getByRole('button', { name: 'Confirme' }).click();
    await page.getByText(`Estorno de ${one} realizado.`).waitFor();
    await page.getByRole('region', { name: 'Estornos' }).getByText('Ingressos e taxas').waitFor();
    await page.getByRole('region', { name: 'Ingressos' }).getByText('Estornado', { exact: true }).waitFor();
    await context.close();
  });

  it("shows a gateway's refusal as a failure with its reason, never as done", async () => {
    const { context, page } = await loggedIn(browser(), ADMIN);
    const order = await gatewayOrder(context, 1);
    await openOrder(page, order);
    await nextGatewayAnswer(400, { message: 'Payment too old to be refunded', status: 400, cause: [{ code: 2024, description: 'Payment too old to be refunded' }] });
    await page.getByRole('button', { name: 'Estornar' }).click();
    const dialog = page.getByRole('dialog', { name: `Estornar pedido ${order.code}` });
    await dialog.getByTestId('refund-amount').waitFor();
    await dialog.getByRole('button', { name: 'Confirme' }).click();
    await page.getByText('Estorno recusado: O pagamento é antigo demais para ser estornado pelo gateway.').waitFor();
    const refunds = page.getByRole('region', { name: 'Estornos' });
    await refunds.getByText('Recusado', { exact: true }).waitFor();
    await refunds.getByText('O pagamento é antigo demais para ser estornado pelo gateway.').waitFor();
    expect(await page.getByText(/realizado\.$/).count()).toBe(0);
    await page.getByRole('region', { name: 'Resumo' }).getByText('Pago', { exact: true }).waitFor();
    await context.close();
  });

  it("resends the tickets; the buyer's page shows them with their QR codes", async () => {
    const { context, page } = await loggedIn(browser(), ADMIN);
    const order = await gatewayOrder(context, 1);
    await openOrder(page, order);
    await page.getByRole('button', { name: 'Reenviar ingressos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reenviar ingressos' });
    await dialog.getByRole('radio', { name: 'WhatsApp' }).check();
    await dialog.getByRole('textbox', { name: 'WhatsApp' }).fill('(81) 98765-4321');
    await dialog.getByRole('button', { name: 'Reenviar' }).click();
    await page.getByText('Ingressos na fila de envio.').waitFor();
    await page.getByRole('region', { name: 'Histórico' }).getByText(/Ingressos enviados por WhatsApp para \+55 \(81\) 98765-4321: na caixa de saída/).waitFor();

    const api = apiJson(context, ADMIN);
    const outbox = await api.get('/api/outbox?search=5581987654321&limit=10');
    const body = (outbox.data as { body: string }[]).map((m) => m.body).find((b) => b.includes(order.code))!;
    const link = /(\/ingressos#[0-9a-f]{64})/.exec(body)![1];
    buyerLink = link;
    const guest = await newPage(browser(), { width: 390, height: 844 });
    await guest.page.goto(link);
    await guest.page.getByText(`Pedido ${order.code}`).waitFor();
    await guest.page.getByRole('img', { name: /^QR code do ingresso / }).first().waitFor();
    await screenshot(guest.page, 'order-tickets-390');
    await guest.context.close();
    await context.close();
  });

  it.each(SIZES)('passes axe-core and is readable at $width px (list, order page, dialogs, buyer page)', async ({ name, width, height }) => {
    const { context, page } = await loggedIn(browser(), ADMIN, { width, height });
    const findings: Finding[] = [];
    await page.goto('/orders');
    await page.getByText(/^Mostrando 10 de [\d.]+ itens$/).waitFor();
    findings.push(...(await auditOpenPage(page, '/orders')));
    expect(await overflowing(page, width)).toEqual([]);
    await screenshot(page, `orders-list-${name}`);

    const order = await gatewayOrder(context, 2);
    await openOrder(page, order);
    await page.getByRole('region', { name: 'Ingressos' }).getByRole('img').first().waitFor();
    findings.push(...(await auditOpenPage(page, 'order page')));
    expect(await overflowing(page, width)).toEqual([]);
    await screenshot(page, `order-page-${name}`);

    await page.getByRole('button', { name: 'Estornar' }).click();
    await page.getByRole('dialog').getByTestId('refund-amount').waitFor();
    findings.push(...(await auditOpenPage(page, 'refund dialog')));
    await screenshot(page, `order-refund-dialog-${name}`);
    await page.getByRole('button', { name: 'Cancelar' }).click();

    await page.getByRole('button', { name: 'Reenviar ingressos' }).click();
    await page.getByRole('dialog', { name: 'Reenviar ingressos' }).waitFor();
    findings.push(...(await auditOpenPage(page, 'resend dialog')));
    await page.getByRole('button', { name: 'Cancelar' }).click();

    const guest = await newPage(browser(), { width, height });
    await guest.page.goto(`/ingressos#${'0'.repeat(64)}`);
    // A link opened over another one (the page follows the address's fragment).
    await guest.page.getByText('Pedido não encontrado. Confira o link recebido.').waitFor();
    findings.push(...(await auditOpenPage(guest.page, '/ingressos (unknown token)')));
    if (buyerLink) {
      await guest.page.goto(buyerLink);
      await guest.page.getByRole('img', { name: /^QR code do ingresso / }).first().waitFor();
      findings.push(...(await auditOpenPage(guest.page, '/ingressos')));
      expect(await overflowing(guest.page, width)).toEqual([]);
      await screenshot(guest.page, `order-tickets-${name}`);
    }
    await guest.context.close();
    expect(findings).toEqual([]);
    await context.close();
  });
});
