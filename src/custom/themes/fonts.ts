/**
 * The themes' fonts, served by this server from the @fontsource packages (never a font CDN): each
 * family's Latin files (Portuguese needs no other subset), regular and bold, as a style sheet of its
 * own that Vite bundles with its woff2 files. A family loads the first time a theme uses it.
 */
import { useEffect } from 'react';
import type { ThemeFont } from '../../shared/company/themes';

const LOADERS: Record<ThemeFont, () => Promise<unknown>> = {
  Poppins: () => Promise.all([import('@fontsource/poppins/latin-400.css'), import('@fontsource/poppins/latin-700.css')]),
  Roboto: () => Promise.all([import('@fontsource/roboto/latin-400.css'), import('@fontsource/roboto/latin-700.css')]),
  Montserrat: () => Promise.all([import('@fontsource/montserrat/latin-400.css'), import('@fontsource/montserrat/latin-700.css')]),
  Lato: () => Promise.all([import('@fontsource/lato/latin-400.css'), import('@fontsource/lato/latin-700.css')]),
  Inter: () => Promise.all([import('@fontsource/inter/latin-400.css'), import('@fontsource/inter/latin-700.css')]),
};

const loaded = new Map<ThemeFont, Promise<unknown>>();

export function loadFont(font: ThemeFont): Promise<unknown> {
  let pending = loaded.get(font);
  if (!pending) {
    pending = (LOADERS[font]?.() ?? Promise.resolve()).catch(() => loaded.delete(font));
    loaded.set(font, pending);
  }
  return pending;
}

/** Loads the families a theme uses (the others never reach the browser). */
export function useFonts(fonts: readonly (ThemeFont | undefined)[]): void {
  const key = [...new Set(fonts.filter(Boolean))].sort().join(',');
  useEffect(() => {
    for (const font of key.split(',')) if (font) void loadFont(font as ThemeFont);
  }, [key]);
}

/** A CSS font stack: the family, then the system's sans-serif while it loads. */
export const fontStack = (font: ThemeFont | undefined) => `"${font ?? 'Poppins'}", system-ui, sans-serif`;
