/**
 * The pt-BR catalogue reaches the browser in two parts (scripts/catalogueSplit.ts): the pages
 * outside the admin get only the first. A key such a page reads but the split left to the admin
 * would show as its raw name on the login or a public page: this walks the code those pages load
 * (every import from src/main.tsx, but not the admin) and looks each literal key up in the first part.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import ptBR from '../../src/i18n/pt-BR.json';
import { ADMIN_SECTIONS, SHELL_KEEPS, serverKeysIn, splitCatalogue } from '../../scripts/catalogueSplit';

type Tree = { [key: string]: string | Tree };
const ROOT = resolve(__dirname, '../..');
const { shell, admin } = splitCatalogue(ptBR as Tree, [...SHELL_KEEPS, ...serverKeysIn(join(ROOT, 'src'))]);
const at = (tree: Tree, path: string) => path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Tree)[key] : undefined), tree);

/** The source files a first load can run without the admin: src/main.tsx and what it imports, statically or lazily. */
function shellFiles(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, spec] of code.matchAll(/(?:from\s+|import\()\s*'(\.[^']+)'/g)) {
      if (/\/App$/.test(spec) && file.endsWith('adminChunk.ts')) continue; // the admin itself
      const base = resolve(dirname(file), spec);
      const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((f) => existsSync(f) && /\.tsx?$/.test(f));
      if (found) visit(found);
    }
  };
  visit(join(ROOT, 'src/main.tsx'));
  return [...seen];
}

describe('the catalogue in two parts', () => {
  it("leaves the admin's sections out of the first part, but for what pages outside the admin read", () => {
    for (const section of ADMIN_SECTIONS) expect(admin[section]).toEqual((ptBR as Tree)[section]);
    expect(Object.keys(shell.resources as Tree)).toEqual(['events', 'accreditations']);
    expect(at(shell, 'resources.accreditations.participantForm')).toEqual(at(ptBR as Tree, 'resources.accreditations.participantForm'));
    expect(at(shell, 'resources.events.list')).toBeUndefined();
    expect(at(shell, 'server.errors.unauthorized')).toBe(at(ptBR as Tree, 'server.errors.unauthorized'));
    expect(at(shell, 'app.login')).toEqual(at(ptBR as Tree, 'app.login'));
  });

  it('has every key of those sections that the login and the public pages read', () => {
    const files = shellFiles();
    expect(files.some((f) => f.endsWith('AccreditationParticipantPage.tsx'))).toBe(true);
    expect(files.some((f) => f.endsWith('EventList.tsx'))).toBe(false);
    const pattern = new RegExp(`['"\`]((?:${ADMIN_SECTIONS.join('|')})\\.[A-Za-z0-9_.]+?)(\\.\\$\\{|['"\`])`, 'g');
    const missing: string[] = [];
    for (const file of files) {
      for (const [, key, end] of readFileSync(file, 'utf8').matchAll(pattern)) {
        const value = at(shell, key);
        // A key built at run time (`myCompany.preview.${key}`) needs its whole branch.
        const ok = end === '${' ? Boolean(value && typeof value === 'object') : value !== undefined;
        if (!ok) missing.push(`${file.slice(ROOT.length + 1)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
