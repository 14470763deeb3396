/**
 * The browser's copy of the pt-BR catalogue in two parts (vite.config.ts, vitest.config.ts).
 * Translators keep one file, src/i18n/pt-BR.json; the login and the public pages load with the
 * first file the browser receives, and most of the catalogue (the resources' labels, the server's
 * own messages, my company, history, dashboard) is only ever read by the admin, which loads after
 * the login: it travels with the admin (`virtual:catalogue/admin`), the rest with the first page
 * (`virtual:catalogue/shell`). Taken out of the shell's copy, a key stays in it when a page outside
 * the admin reads it (SHELL_KEEPS), or when it is one of the server's messages the browser names
 * (`server.…` written in src/). tests/unit/catalogueSplit.test.ts checks every literal key that
 * code outside the admin reads is in the shell's copy.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

type Tree = { [key: string]: string | Tree };

/** Top-level sections only the admin reads. */
export const ADMIN_SECTIONS = ['resources', 'server', 'myCompany', 'history', 'dashboard'] as const;

/** Paths inside those sections that pages outside the admin read too. */
export const SHELL_KEEPS = [
  'resources.events.card.noTitle', // courtesy, order tickets and door pages: an event without a title
  'resources.accreditations.participantForm', // the self-registration page and the accreditation area
  'myCompany.preview', // the sales page preview
  'myCompany.cardTheme.noDate',
  'myCompany.cardTheme.noTitle',
];

const get = (tree: Tree, path: string): string | Tree | undefined =>
  path.split('.').reduce<string | Tree | undefined>((node, key) => (node && typeof node === 'object' ? node[key] : undefined), tree);

function put(tree: Tree, path: string, value: string | Tree): void {
  const keys = path.split('.');
  let node = tree;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Tree;
  node[keys.at(-1)!] = value;
}

/** The catalogue split in the shell's part and the admin's part (the admin reads both). */
export function splitCatalogue(catalogue: Tree, keeps: readonly string[]): { shell: Tree; admin: Tree } {
  const shell: Tree = {};
  const admin: Tree = {};
  for (const [key, value] of Object.entries(catalogue)) ((ADMIN_SECTIONS as readonly string[]).includes(key) ? admin : shell)[key] = value;
  for (const path of keeps) {
    const value = get(catalogue, path);
    if (value !== undefined) put(shell, path, value);
  }
  return { shell, admin };
}

/** The `server.…` keys the browser's code names. */
export function serverKeysIn(dir: string): string[] {
  const keys = new Set<string>();
  const walk = (path: string) => {
    if (statSync(path).isDirectory()) return readdirSync(path).forEach((f) => walk(join(path, f)));
    if (!/\.(ts|tsx)$/.test(path)) return;
    for (const m of readFileSync(path, 'utf8').matchAll(/['"`](server(?:\.[A-Za-z0-9_]+)+)['"`]/g)) keys.add(m[1]);
  };
  walk(dir);
  return [...keys];
}

const ID = { shell: 'virtual:catalogue/shell', admin: 'virtual:catalogue/admin' } as const;

export function catalogueSplit(root = process.cwd()): Plugin {
  const file = join(root, 'src/i18n/pt-BR.json');
  return {
    name: 'catalogue-split',
    resolveId: (id) => (id === ID.shell || id === ID.admin ? `\0${id}` : null),
    load(id) {
      const part = id === `\0${ID.shell}` ? 'shell' : id === `\0${ID.admin}` ? 'admin' : null;
      if (!part) return null;
      this.addWatchFile(file);
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Tree;
      const parts = splitCatalogue(catalogue, [...SHELL_KEEPS, ...serverKeysIn(join(root, 'src'))]);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(parts[part]))});`;
    },
  };
}
