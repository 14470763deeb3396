/**
 * A part shown on demand (src/framework/lazyPart.tsx): a page is drawn without its code, which
 * loads once the page's reads are in and its screen is drawn, or at once when first needed; a
 * part once shown stays mounted.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazyPart } from '../../src/framework/lazyPart';

interface DialogProps {
  open: boolean;
}

function Dialog({ open }: DialogProps) {
  return <p>{open ? 'aberto' : 'fechado'}</p>;
}

const pending = <T,>() => {
  let answer!: (value: T) => void;
  return { promise: new Promise<T>((resolve) => (answer = resolve)), answer };
};

const loadSpy = () => vi.fn(() => Promise.resolve(Dialog));

const tree = (queryClient: QueryClient, Part: React.ComponentType<DialogProps>, open: boolean) => (
  <QueryClientProvider client={queryClient}>
    <Part open={open} />
  </QueryClientProvider>
);

describe('lazyPart', () => {
  it("draws nothing and loads nothing while the page's reads are out", async () => {
    const load = loadSpy();
    const Part = lazyPart(load, (props: DialogProps) => props.open);
    const queryClient = new QueryClient();
    const read = pending<string>();
    void queryClient.fetchQuery({ queryKey: ['sectors'], queryFn: () => read.promise });
    const { container } = render(tree(queryClient, Part, false));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(load).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
    // The reads answer and the screen is drawn: the code comes, the part still draws nothing.
    read.answer('page 1');
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(container).toBeEmptyDOMElement();
  });

  it('loads at once when first needed, then stays mounted when closed', async () => {
    const load = loadSpy();
    const Part = lazyPart(load, (props: DialogProps) => props.open);
    const queryClient = new QueryClient();
    void queryClient.fetchQuery({ queryKey: ['sectors'], queryFn: () => pending<string>().promise });
    const { rerender } = render(tree(queryClient, Part, false));
    rerender(tree(queryClient, Part, true));
    expect(await screen.findByText('aberto')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    // Closed: the part is still there to play its closing transition.
    rerender(tree(queryClient, Part, false));
    expect(screen.getByText('fechado')).toBeInTheDocument();
  });

  it('a failed load is tried again when the part is next needed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Dialog);
    const Part = lazyPart(load, (props: DialogProps) => props.open);
    await expect(Part.preload()).rejects.toThrow('offline');
    const queryClient = new QueryClient();
    render(tree(queryClient, Part, true));
    expect(await screen.findByText('aberto')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
