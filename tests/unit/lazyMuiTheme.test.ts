/**
 * MUI's default theme is built on first use (scripts/lazyMuiTheme.ts). The replaced file must still
 * be what the plugin stands in for (an upgrade of MUI that changes it fails here, not silently in
 * the build), and the stand-in must answer as the theme it builds, once.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { LAZY_DEFAULT_THEME, MUI_DEFAULT_THEME, lazyMuiTheme } from '../../scripts/lazyMuiTheme';

const load = (id: string) => (lazyMuiTheme().load as (id: string) => string | null)(id);

/** The stand-in's code run with `createTheme` handed in (its one import). */
function standIn(createTheme: () => object): Record<string | symbol, unknown> {
  const body = LAZY_DEFAULT_THEME.replace(/^import .*\n/, '').replace('export default', 'return');
  return new Function('createTheme', body)(createTheme) as Record<string | symbol, unknown>;
}

describe("MUI's default theme built on first use", () => {
  it("stands in for MUI's file only, on any path separator", () => {
    expect(load(`/work/node_modules/${MUI_DEFAULT_THEME}`)).toBe(LAZY_DEFAULT_THEME);
    expect(load(`C:\\work\\node_modules\\${MUI_DEFAULT_THEME.replace(/\//g, '\\')}`)).toBe(LAZY_DEFAULT_THEME);
    expect(load('/work/node_modules/@mui/material/esm/styles/createTheme.js')).toBeNull();
    expect(load('/work/src/layout/theme.ts')).toBeNull();
  });

  it("MUI's file is still a theme built at load from its own createTheme, the one the stand-in calls", () => {
    const file = readFileSync(new URL(`../../node_modules/${MUI_DEFAULT_THEME}`, import.meta.url), 'utf8');
    expect(file.replace(/'use client';\s*/, '').trim()).toBe('import createTheme from "./createTheme.js";\nconst defaultTheme = createTheme();\nexport default defaultTheme;');
  });

  it('builds nothing until read, then answers as the theme it built, built once', () => {
    const theme = { palette: { mode: 'light', primary: { main: '#1976d2' } }, spacing: (n: number) => `${8 * n}px` };
    const createTheme = vi.fn(() => theme);
    const lazy = standIn(createTheme);
    expect(createTheme).not.toHaveBeenCalled();
    expect((lazy.palette as typeof theme.palette).primary.main).toBe('#1976d2');
    expect((lazy.spacing as typeof theme.spacing)(2)).toBe('16px');
    expect('palette' in lazy).toBe(true);
    expect(Object.keys(lazy)).toEqual(['palette', 'spacing']);
    expect({ ...lazy }).toEqual(theme);
    expect(createTheme).toHaveBeenCalledTimes(1);
  });
});
