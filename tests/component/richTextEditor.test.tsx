/**
 * The description editor (issue 9 items 3 and 5): its default text is a placeholder, never
 * content, and its toolbar speaks pt-BR from the catalogue.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { renderApp } from './fixtures';
import { event } from './eventsFixtures';

// ProseMirror measures the selection when focused; jsdom has no layout, so it gets empty boxes.
beforeAll(() => {
  const none = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = none;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
});

type TiptapDom = HTMLElement & { editor: { commands: { focus: (at: 'end') => void }; view: { state: { tr: { insertText: (t: string) => unknown } }; dispatch: (tr: unknown) => void } } };

/**
 * Types as ProseMirror does for keyboard text, one character at a time at the cursor (the
 * end of the text, where a user clicking below it lands); jsdom's contenteditable loses
 * characters under user-event.
 */
function typeInto(dom: HTMLElement, text: string) {
  const { editor } = dom as TiptapDom;
  act(() => editor.commands.focus('end'));
  for (const ch of text) act(() => editor.view.dispatch(editor.view.state.tr.insertText(ch)));
}

function eventProvider(record: Record<string, unknown>) {
  const update = vi.fn(async (_r: string, params: { data: Record<string, unknown> }) => ({ data: { ...record, ...params.data } }));
  const provider = testDataProvider({
    getOne: async () => ({ data: record as never }),
    update: update as never,
    getList: async () => ({ data: [], total: 0 }),
  });
  return { provider, update };
}

async function openEditor(record: Record<string, unknown>) {
  const api = eventProvider(record);
  render(renderApp('/events/e1/edit/description', { dataProvider: api.provider }));
  await screen.findByRole('tablist', { name: 'Dados do evento' }, { timeout: 10_000 });
  await waitFor(() => expect(document.querySelector('.ProseMirror')).not.toBeNull(), { timeout: 10_000 });
  return { ...api, editor: document.querySelector('.ProseMirror') as HTMLElement };
}

describe('description editor', () => {
  it.each([
    ['no description', null],
    ['the default text saved as content by an older version', '<p>Insira uma descrição para seu evento.</p>'],
  ])('with %s shows the default text as a placeholder and saves only what was typed', async (_case, description) => {
    const { editor, update } = await openEditor(event(1, { description }));
    const paragraph = editor.querySelector('p')!;
    expect(paragraph).toHaveAttribute('data-placeholder', 'Insira uma descrição para seu evento.');
    expect(editor.textContent).toBe('');
    expect(screen.getByText('0 palavras')).toBeInTheDocument();

    typeInto(editor, 'Três noites');
    await waitFor(() => expect(editor.textContent).toBe('Três noites'));
    expect(screen.getByText('2 palavras')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data.description).toBe('<p>Três noites</p>');
  });

  it('keeps a real description as content', async () => {
    const { editor } = await openEditor(event(1, { description: '<p>Três noites de forró</p>' }));
    await waitFor(() => expect(editor.textContent).toBe('Três noites de forró'));
    expect(editor.querySelector('[data-placeholder]')).toBeNull();
  });

  it('names every toolbar button in pt-BR', async () => {
    await openEditor(event(1));
    // The editor is a named multi-line text box, its hint an ARIA placeholder (axe: allowed only there).
    const box = screen.getByRole('textbox', { name: 'Descrição' });
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('aria-placeholder', 'Insira uma descrição para seu evento.');
    for (const name of ['Negrito', 'Itálico', 'Sublinhado', 'Tachado', 'Código', 'Lista com marcadores', 'Lista numerada',
      'Alinhar à esquerda', 'Centralizar', 'Alinhar à direita', 'Justificar', 'Adicionar um link', 'Citação', 'Limpar formatação', 'Imagem']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    // The level button's name contains what it shows (label in name).
    const level = screen.getByRole('button', { name: 'Nível atual: Normal' });
    expect(level).toHaveTextContent('Normal');
    await userEvent.setup().click(level);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Normal', 'Título 1', 'Título 2', 'Título 3', 'Título 4', 'Título 5', 'Título 6']);
    expect(document.body.textContent).not.toMatch(/Bold|Italic|Heading|Align left|Add a link|Select the level/);
    // Choosing a level turns the paragraph into that heading, and the button says so.
    await userEvent.setup().click(within(menu).getByRole('menuitem', { name: 'Título 2' }));
    await waitFor(() => expect(document.querySelector('.ProseMirror h2')).not.toBeNull());
    expect(await screen.findByRole('button', { name: 'Nível atual: Título 2' })).toBeInTheDocument();
  });
});
