/** The copy button (spec 1 sections 8, 9): success text for 2 s, and the two clipboard errors. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyButton } from '../../src/framework/clipboard/CopyButton';
import { COPY_INDICATOR_MS } from '../../src/framework/clipboard/useCopyToClipboard';
import { EventHarness } from './eventsFixtures';

const LINK = 'https://bilheteria-demo.com.br/evento/e1?afiliado=ABCD2345';

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true, writable: true });
}

afterEach(() => {
  vi.useRealTimers();
  setClipboard(undefined);
});

const renderButton = () =>
  render(
    <EventHarness>
      <CopyButton text={LINK} label="resources.affiliates.actions.copyLink" />
    </EventHarness>,
  );

describe('copy button', () => {
  it("copies, says 'Link copiado!' for 2 s and toasts", async () => {
    const writeText = vi.fn(async () => undefined);
    renderButton();
    // user-event installs its own clipboard on setup: put ours after it.
    const user = userEvent.setup();
    setClipboard({ writeText });
    await user.click(screen.getByRole('button', { name: 'Copiar link de vendas' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByRole('status')).toHaveTextContent('Link copiado!');
    expect(await screen.findByText('Link copiado para a área de transferência!')).toBeInTheDocument();
    await act(async () => {
      await new Promise((r) => setTimeout(r, COPY_INDICATOR_MS + 100));
    });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it("says 'Copia e cola não está disponível no seu dispositivo' without a clipboard", async () => {
    renderButton();
    const user = userEvent.setup();
    setClipboard(undefined);
    await user.click(screen.getByRole('button', { name: 'Copiar link de vendas' }));
    expect(await screen.findByText('Copia e cola não está disponível no seu dispositivo')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("says 'Não foi possível copiar o texto para a área de transferência' when the write is refused", async () => {
    renderButton();
    const user = userEvent.setup();
    setClipboard({ writeText: vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))) });
    await user.click(screen.getByRole('button', { name: 'Copiar link de vendas' }));
    expect(await screen.findByText('Não foi possível copiar o texto para a área de transferência')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
