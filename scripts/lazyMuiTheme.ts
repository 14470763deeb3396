/**
 * MUI builds its own default theme as its styles module loads (`createTheme()` at the top of
 * `@mui/material/esm/styles/defaultTheme.js`), inside the first page's script evaluation. That
 * theme is only read by a component drawn outside every ThemeProvider, and every page here is
 * inside one (the admin's, the shell's), so it is built on first use instead: the same module,
 * exporting an object that builds MUI's theme the first time anything reads it, then answers as
 * that theme. Measured in docs/decisions.md (issue 11, session 45).
 */
import type { Plugin } from 'vite';

export const MUI_DEFAULT_THEME = '@mui/material/esm/styles/defaultTheme.js';

/** The module MUI's file becomes: its own createTheme, called at the first read. */
export const LAZY_DEFAULT_THEME = `import createTheme from "./createTheme.js";
let theme;
const built = () => (theme ??= createTheme());
export default new Proxy({}, {
  get: (_, key) => Reflect.get(built(), key),
  has: (_, key) => Reflect.has(built(), key),
  ownKeys: () => Reflect.ownKeys(built()),
  getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(built(), key),
});
`;

export function lazyMuiTheme(): Plugin {
  return {
    name: 'lazy-mui-default-theme',
    enforce: 'pre',
    load: (id) => (id.replace(/\\/g, '/').endsWith(MUI_DEFAULT_THEME) ? LAZY_DEFAULT_THEME : null),
  };
}
