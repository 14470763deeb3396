/** react-admin's store (src/layout/appStore.ts): the language is the default one until a user chooses another. */
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nContextProvider, StoreContextProvider } from 'react-admin';
import { createAppStore } from '../../src/layout/appStore';
import { i18nProvider } from '../../src/i18n/i18nProvider';

describe("the admin's store", () => {
  it('holds pt-br as the language until one is chosen, and the chosen one after', () => {
    localStorage.clear();
    expect(createAppStore().getItem('locale')).toBe('pt-br');
    createAppStore().setItem('locale', 'en');
    expect(createAppStore().getItem('locale')).toBe('en');
    expect(createAppStore().getItem('other')).toBeUndefined();
    localStorage.clear();
  });

  it("lets react-admin's translations draw the page in their first commit (they drew nothing for a frame without a language stored)", () => {
    localStorage.clear();
    let inFirstCommit: boolean | undefined;
    // Runs as the first commit reaches the screen, before any effect could draw more.
    const Probe = () => {
      useLayoutEffect(() => void (inFirstCommit ??= document.body.textContent?.includes('pronto')), []);
      return null;
    };
    render(
      <StoreContextProvider value={createAppStore()}>
        <I18nContextProvider value={i18nProvider}>
          <p>pronto</p>
        </I18nContextProvider>
        <Probe />
      </StoreContextProvider>,
    );
    expect(screen.getByText('pronto')).toBeInTheDocument();
    expect(inFirstCommit).toBe(true);
  });
});
