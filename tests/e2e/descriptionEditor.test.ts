/**
 * The description editor in a real browser (issue 9 items 3 and 5): the default text is a
 * placeholder that typing replaces, the saved description holds only what was typed, and the
 * toolbar speaks pt-BR, on a laptop and on a phone.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser, screenshot, loggedIn } from './browser';

describe('description editor', () => {
  const browser = useBrowser();

  it.each([
    ['laptop', { width: 1366, height: 850 }],
    ['phone', { width: 390, height: 844 }],
  ])('on a %s saves only what was typed, with a pt-BR toolbar', async (size, viewport) => {
    const { context, page, api } = await loggedIn(browser(), 'admin@demo.com.br', viewport);
    const event = await api.post('/api/events', { title: `Descrição E2E ${size}` });
    await page.goto(`/events/${event.id}/edit/description`);
    const editor = page.locator('.ProseMirror');
    await editor.waitFor();
    await expect.poll(() => editor.locator('p').getAttribute('data-placeholder')).toBe('Insira uma descrição para seu evento.');
    expect((await editor.innerText()).trim()).toBe('');
    await page.getByRole('button', { name: 'Negrito' }).waitFor();
    await screenshot(page, `description-editor-empty-${size}`);

    await editor.click();
    await page.keyboard.type('Três noites de forró');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.poll(() => page.getByText('Evento atualizado com sucesso!').count()).toBeGreaterThan(0);
    const saved = await api.get(`/api/events/${event.id}`);
    expect(saved.description).toBe('<p>Três noites de forró</p>');
    await screenshot(page, `description-editor-typed-${size}`);
    await context.close();
  });
});
