/**
 * index.html paints the admin's loading bar itself (src/layout/shellPaint.ts): the markup, its
 * style and the inline script that shows and colours it are written here, at build time and by the
 * dev server, from the same sources as React's AppShell (the catalogue's texts, the default
 * colours, the outside addresses). A phone shows the business's bar as the document arrives, not
 * a blank page for the seconds the first script takes. The server allows the inline script by its
 * hash (server/security/inlineScripts.ts).
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { OUTSIDE_PATHS, patternSource } from '../src/custom/outsidePaths.ts';
import { SESSION_FLAG } from '../src/authProvider/tokens.ts';
import { PREFERENCES_KEY } from '../src/layout/preferences.ts';
import { DEFAULT_PRIMARY, DEFAULT_SECONDARY, paintShell, shellColours, type ShellConfig } from '../src/layout/shellPaint.ts';

const catalogue = () => JSON.parse(readFileSync(new URL('../src/i18n/pt-BR.json', import.meta.url), 'utf8')) as { app: { name: string; toast: { loading: string } } };

export const SHELL_CONFIG: ShellConfig = {
  outside: OUTSIDE_PATHS.map(patternSource),
  sessionFlag: SESSION_FLAG,
  preferences: PREFERENCES_KEY,
  defaults: { primary: DEFAULT_PRIMARY, secondary: DEFAULT_SECONDARY },
};

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The same elements and classes as src/layout/AppShell.tsx draws (tests/component/appShell.test.tsx compares them). */
export function shellMarkup(name: string, loading: string): string {
  return (
    `<div id="app-shell" hidden><header class="app-shell-bar"><span class="app-shell-menu"></span><span class="app-shell-title">` +
    `<img class="app-shell-logo" alt="" hidden><span class="app-shell-name">${escapeHtml(name)}</span></span></header>` +
    `<div class="app-shell-progress" role="progressbar" aria-label="${escapeHtml(loading)}"><span></span></div></div>`
  );
}

/** react-admin's bar (48 px, 8 px in, its menu button's room before the name; h6 type) and MUI's LinearProgress. */
export const SHELL_STYLE = [
  'body{margin:0}',
  // Padding, not margin: a margin would fall through to the body and push it down 48 px.
  '#app-shell{padding-top:48px}#app-shell [hidden],#app-shell[hidden]{display:none!important}',
  '.app-shell-bar{position:fixed;top:0;left:0;right:0;z-index:1100;box-sizing:border-box;height:48px;display:flex;align-items:center;padding:0 8px;' +
    'background:var(--shell-bar);color:var(--shell-text);font:500 1.25rem/1.6 Roboto,Helvetica,Arial,sans-serif;letter-spacing:.0075em;' +
    'box-shadow:0 2px 4px -1px rgba(0,0,0,.2),0 4px 5px 0 rgba(0,0,0,.14),0 1px 10px 0 rgba(0,0,0,.12)}',
  '.app-shell-menu{width:40px;margin-right:4.8px;flex-shrink:0}',
  '.app-shell-title{display:flex;align-items:center;gap:8px;flex:1;min-width:0}',
  '.app-shell-logo{height:32px;max-width:120px;object-fit:contain}',
  '.app-shell-name{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}',
  '.app-shell-progress{position:relative;overflow:hidden;height:4px;background:var(--shell-track)}',
  '.app-shell-progress span{position:absolute;top:0;bottom:0;left:0;width:40%;background:var(--shell-progress);animation:app-shell-progress 1.6s linear infinite}',
  '@keyframes app-shell-progress{from{transform:translateX(-100%)}to{transform:translateX(250%)}}',
  '@media (prefers-reduced-motion:reduce){.app-shell-progress span{animation:none;width:100%}}',
].join('');

/** The inline script: the two functions' source, called with the configuration. */
export const shellScript = () => `(${paintShell.toString()})(${JSON.stringify(SHELL_CONFIG)},${shellColours.toString()})`;

export function htmlShell(): Plugin {
  return {
    name: 'html-shell',
    transformIndexHtml(html) {
      const { app } = catalogue();
      return html
        .replace('</head>', `<style>${SHELL_STYLE}</style></head>`)
        .replace('<div id="root"></div>', `<div id="root">${shellMarkup(app.name, app.toast.loading)}<script>${shellScript()}</script></div>`);
    },
  };
}
