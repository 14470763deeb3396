/**
 * The rich-text toolbar speaks pt-BR (issue 9 item 5): ra-input-rich-text asks react-admin's
 * translate for `ra.tiptap.*` keys with English fallbacks, so every key it uses must be in our
 * catalogues, and the pt-BR text must not be the English fallback.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import ptBR from '../../src/i18n/pt-BR.json';
import en from '../../src/i18n/en.json';
import { flatten, type Catalogue } from '../../src/shared/catalogue';

const DIST = 'node_modules/ra-input-rich-text/dist';

function jsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsFiles(path);
    return name.endsWith('.js') ? [path] : [];
  });
}

const used = new Set(jsFiles(DIST).flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/['"`](ra\.tiptap\.[A-Za-z0-9_]+)['"`]/g)].map((m) => m[1])));
const pt = flatten(ptBR as Catalogue);
const english = flatten(en as Catalogue);

describe('rich-text toolbar keys', () => {
  it('are found in the package', () => expect(used.size).toBeGreaterThan(20));

  it.each([...used].sort())('%s is in pt-BR and English', (key) => {
    expect(pt[key]).toBeTruthy();
    expect(english[key]).toBeTruthy();
    // 'Normal' reads the same in both languages; everything else is translated.
    if (key !== 'ra.tiptap.paragraph') expect(pt[key]).not.toBe(english[key]);
  });
});
