/**
 * The payment gateways screen (issue 14; spec 2 sections 3, 5, 8) against the gateway stand-in
 * that globalSetup starts: MercadoPago's credentials saved, tested ('Testar conexão' reaches
 * GET /users/me with the typed token), then refused by the stub; PagSeguro's required messages.
 */
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loggedIn, screenshot, useBrowser } from './browser';

const stub = (path: string, init?: RequestInit) => fetch(`${inject('gatewayURL')}${path}`, init);

describe('payment gateways, as admin@demo.com.br', () => {
  const browser = useBrowser();

  it('saves MercadoPago credentials and tests them against the gateway', async () => {
    const { context, page } = await loggedIn(browser(), 'admin@demo.com.br');
    await page.goto('/my-company/payment-methods');
    await page.getByRole('heading', { name: 'Formas de pagamento' }).waitFor();
    const form = page.getByRole('form', { name: 'MercadoPago' });
    await form.waitFor();
    const token = `APP_USR-e2e-${Date.now()}`;
    await form.getByLabel('Api Secret', { exact: false }).first().fill(token);
    await form.getByLabel(/^Api Public/).first().fill('APP_USR-public-e2e');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText(/Informações da conta de pagamento (salvas|atualizadas) com sucesso!/).waitFor();

    await form.getByLabel('Api Secret', { exact: false }).first().fill(token);
    await form.getByRole('button', { name: 'Testar conexão' }).click();
    await form.getByText('Conexão com o MercadoPago funcionando: as credenciais foram aceitas.').waitFor();
    const received = (await (await stub('/__received')).json()) as { method: string; path: string }[];
    expect(received.some((r) => r.method === 'GET' && r.path === '/users/me')).toBe(true);
    await screenshot(page, 'payment-gateways-ok');

    // The stored token now (nothing typed), refused by the gateway.
    await form.getByLabel('Api Secret', { exact: false }).first().fill('');
    await stub('/__next', { method: 'POST', body: JSON.stringify({ status: 401, body: { message: 'invalid access token' } }) });
    await form.getByRole('button', { name: 'Testar conexão' }).click();
    await form.getByText('Credenciais inválidas: o MercadoPago recusou a Api Secret. Confira a chave de produção.').waitFor();
    await screenshot(page, 'payment-gateways-refused');

    await page.getByRole('tab', { name: 'PagSeguro' }).click();
    const pag = page.getByRole('form', { name: 'PagSeguro' });
    await pag.getByLabel('E-mail', { exact: false }).first().fill('');
    await pag.getByRole('button', { name: 'Salvar' }).click();
    await pag.getByText('Email é obrigatório').waitFor();
    await screenshot(page, 'payment-gateways-pagseguro');
    await context.close();
  }, 120_000);
});
