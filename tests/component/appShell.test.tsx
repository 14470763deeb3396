/** The bar shown while the admin loads (src/layout/AppShell.tsx): the business's cached name and logo, or the product's name. */
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AppShell } from '../../src/layout/AppShell';
import { setPreferences } from '../../src/layout/preferences';

afterEach(() => setPreferences({ businessName: undefined, logo: undefined }));

describe('the bar while the admin loads', () => {
  it("shows the product's name on a device that never loaded the admin, over a labelled loading bar", () => {
    render(<AppShell />);
    expect(within(screen.getByRole('banner')).getByText('Bilheteria')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'carregando...' })).toBeInTheDocument();
  });

  it("shows the business's cached name and logo, as the admin's bar does", () => {
    setPreferences({ businessName: 'Forró Produções', logo: '/uploads/logo.png' });
    render(<AppShell />);
    const bar = screen.getByRole('banner');
    expect(within(bar).getByText('Forró Produções')).toBeInTheDocument();
    expect(bar.querySelector('img')).toHaveAttribute('src', '/uploads/logo.png');
  });
});
