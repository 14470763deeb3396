/**
 * What the server and the browser share never imports React: walks every import the server's
 * files make (type-only imports are erased and skipped) and fails when one reaches React, MUI,
 * react-admin or a .tsx file, or when a module of src/ that the server reaches lives outside
 * src/shared/, the folder that marks the shared part.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const UI_PACKAGES = new Set(['react', 'react-dom', 'react-admin', 'ra-core', 'ra-ui-materialui', '@mui/material', '@mui/system', '@emotion/react']);

const packageName = (spec: string) => spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/');

/** The UI package a package reaches through its dependencies (peer ones too), if any. */
const uiReach = new Map<string, string | null>();
function uiPackageReached(name: string, path: string[] = []): string | null {
  if (UI_PACKAGES.has(name)) return [...path, name].join(' -> ');
  if (uiReach.has(name) || path.includes(name)) return uiReach.get(name) ?? null;
  uiReach.set(name, null);
  const manifest = join(ROOT, 'node_modules', name, 'package.json');
  if (!existsSync(manifest)) return null;
  const { dependencies = {}, peerDependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8'));
  for (const dep of Object.keys({ ...dependencies, ...peerDependencies })) {
    const found = uiPackageReached(dep, [...path, name]);
    if (found) {
      uiReach.set(name, found);
      return found;
    }
  }
  return null;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Value imports of a module: `import x from`, `export … from`, `import('…')`; `import type` is skipped. */
export function valueImports(source: string): string[] {
  const specs: string[] = [];
  const statements = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const m of source.matchAll(statements)) {
    if (m[4]) {
      if (m[2]) continue; // import type / export type
      // `import { type A, type B }` is erased as well.
      const names = m[3].replace(/^\{|\}$/g, '').split(',').map((s) => s.trim()).filter(Boolean);
      if (names.length > 0 && m[3].startsWith('{') && names.every((n) => n.startsWith('type '))) continue;
      specs.push(m[4]);
    } else specs.push(m[5] ?? m[6]);
  }
  return specs;
}

function resolveLocal(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Every module the server's files reach, with the chain that reached each forbidden one. */
function walkServer() {
  const seen = new Map<string, string[]>();
  const problems: string[] = [];
  const queue = filesUnder(join(ROOT, 'server')).map((f) => ({ file: f, chain: [relative(ROOT, f)] }));
  while (queue.length) {
    const { file, chain } = queue.shift()!;
    if (seen.has(file)) continue;
    seen.set(file, chain);
    if (file.endsWith('.tsx')) problems.push(`${chain.join(' -> ')} (a React view)`);
    for (const spec of valueImports(readFileSync(file, 'utf8'))) {
      if (spec.startsWith('.')) {
        const target = resolveLocal(file, spec);
        if (target && /\.tsx?$/.test(target)) queue.push({ file: target, chain: [...chain, relative(ROOT, target)] });
      } else if (!spec.startsWith('node:')) {
        const reached = uiPackageReached(packageName(spec));
        if (reached) problems.push(`${chain.join(' -> ')} -> ${reached}`);
      }
    }
  }
  return { reached: [...seen.keys()].map((f) => relative(ROOT, f)), problems };
}

describe('modules shared by the server and the browser', () => {
  const { reached, problems } = walkServer();

  it('never reach React, MUI, react-admin or a view', () => {
    expect(problems).toEqual([]);
  });

  it('live in src/shared/ when they come from src/', () => {
    expect(reached.filter((f) => f.startsWith('src/') && !f.startsWith('src/shared/'))).toEqual([]);
  });

  it('are found through the server (the walk sees the definitions)', () => {
    // Guards the test itself: a walk that followed nothing would pass the checks above.
    expect(reached.some((f) => f.startsWith('src/'))).toBe(true);
  });

  it('skips type-only imports and keeps value imports', () => {
    expect(valueImports("import type { A } from 'react';\nimport { type B } from '@mui/material';\nimport { c } from './c';\nexport { d } from './d';\nconst e = import('./e');")).toEqual(['./c', './d', './e']);
  });
});
