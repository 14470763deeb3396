/**
 * A lazy view whose chunk has arrived is drawn at once: through Suspense, React would show the
 * progress bar and hold the page back until 300 ms after it (src/framework/lazyView.tsx).
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyView, preload } from '../../src/framework/lazyView';

const Page = ({ name }: { name: string }) => <h1>{name}</h1>;
const chunk = () => {
  const load = vi.fn(async () => ({ default: Page }));
  return { load, View: lazyView(load) };
};

describe('lazy views', () => {
  it('draws a preloaded view in the first render, with no progress bar, and loads its chunk once', async () => {
    const { load, View } = chunk();
    preload(View);
    await View.preload();
    render(<View name="Setores e vendas" />);
    expect(screen.getByRole('heading', { name: 'Setores e vendas' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the progress bar until a view not yet loaded arrives', async () => {
    const { View } = chunk();
    render(<View name="Cupons" />);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Cupons' })).toBeInTheDocument();
  });

  it('tries again on a later visit when its chunk failed to load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('rede')).mockResolvedValue({ default: Page });
    const View = lazyView<{ name: string }>(load);
    await expect(View.preload()).rejects.toThrow('rede');
    await View.preload();
    render(<View name="Afiliados" />);
    expect(screen.getByRole('heading', { name: 'Afiliados' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
