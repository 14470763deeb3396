/**
 * A closed dialog costs nothing until first opened (src/framework/useOpenedOnce.ts): a grid of 16
 * event cards carried 64 closed dialogs. Once opened it stays mounted, so its closing still fades
 * out, and it works as before.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { renderHook } from '@testing-library/react';
import { useState } from 'react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../src/framework/ConfirmDialog';
import { useOpenedOnce } from '../../src/framework/useOpenedOnce';
import { i18nProvider } from '../../src/i18n/i18nProvider';

describe('useOpenedOnce', () => {
  it('is false until the first opening, then true for good', () => {
    const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open), { initialProps: { open: false } });
    expect(result.current).toBe(false);
    rerender({ open: true });
    expect(result.current).toBe(true);
    rerender({ open: false });
    expect(result.current).toBe(true);
  });
});

function Page({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Duplicar
      </button>
      <ConfirmDialog open={open} title="resources.events.dialogs.duplicate.title" content="resources.events.dialogs.duplicate.text" onConfirm={onConfirm} onClose={() => setOpen(false)} />
    </>
  );
}

describe('a confirmation dialog', () => {
  it('renders nothing while never opened; opens, fades out on close, and opens again', async () => {
    const onConfirm = vi.fn();
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <Page onConfirm={onConfirm} />
      </AdminContext>,
    );
    expect(document.querySelector('.MuiDialog-root, .MuiModal-root')).toBeNull();
    act(() => screen.getByRole('button', { name: 'Duplicar' }).click());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Confirme');
    act(() => screen.getByRole('button', { name: 'Cancelar' }).click());
    // Still there while it fades out (it would vanish at once if unmounted on close).
    expect(document.querySelector('.MuiDialog-root')).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => screen.getByRole('button', { name: 'Duplicar' }).click());
    act(() => screen.getByRole('button', { name: 'Confirme' }).click());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
