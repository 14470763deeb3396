/**
 * The modules a module really imports, seen through re-exports. rolldown's module graph says that
 * `import { useTranslate } from 'react-admin'` imports react-admin's index, and the index imports
 * every module of react-admin and, through it, of MUI: followed as is, a page that reads one
 * translation "needs" the whole admin. In a package without side effects (`"sideEffects": false`,
 * as react-admin's and MUI's), a module re-exported and never used is left out of the build, so
 * here such an import leads to the module that defines `useTranslate`, found by reading the
 * `export ... from` statements on the way, and a module reached that way does not bring what it
 * only re-exports. Whatever cannot be followed by name (a namespace import, a name not found)
 * keeps the module's every import, as rolldown's graph says.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ModuleInfoLike {
  importedIds: readonly string[];
  code?: string | null;
  /** false: a module without side effects (rolldown leaves it null here; read from package.json then). */
  moduleSideEffects?: boolean | string | null;
}

export interface ModuleSource {
  getModuleInfo(id: string): ModuleInfoLike | null;
}

type Names = Set<string> | '*';

interface Parsed {
  /** What each `import` statement asks of its specifier. */
  imports: Map<string, Names>;
  /** `export { a as b } from 's'`: b -> [a, s]. */
  named: Map<string, [string, string]>;
  /** `export * from 's'`. */
  star: string[];
  /** Names the module defines itself, `import * as x` re-exported as `export { x }` included. */
  locals: Set<string>;
}

const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;
const IMPORT = /\bimport\s+([^'";]*?)\s*from\s*(["'])([^"']+)\2/g;
const EXPORT_FROM = /\bexport\s*(\*\s*(?:as\s+[\w$]+\s*)?|\{[^}]*\}\s*)from\s*(["'])([^"']+)\2/g;
const LOCAL_EXPORT = /\bexport\s+(?:default\b|(?:async\s+)?function\s*\*?\s*([\w$]+)|class\s+([\w$]+)|(?:const|let|var)\s+([\w$]+))/g;
const LOCAL_LIST = /\bexport\s*\{([^}]*)\}(?!\s*from)/g;

/** `a, b as c, type d` -> pairs [name, alias]; a type exists only in TypeScript. */
function pairs(list: string): [string, string][] {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && !/^type\s/.test(s))
    .map((s) => {
      const [name, alias] = s.split(/\s+as\s+/).map((x) => x.trim());
      return [name, alias ?? name];
    });
}

export function parseModule(code: string): Parsed {
  const text = code.replace(COMMENTS, '');
  const imports = new Map<string, Names>();
  for (const m of text.matchAll(IMPORT)) {
    const clause = m[1].trim();
    if (/^type\s/.test(clause)) continue;
    const had = imports.get(m[3]);
    if (clause.includes('*') || had === '*') {
      imports.set(m[3], '*');
      continue;
    }
    const names = new Set(had ?? []);
    const braces = clause.match(/\{([^}]*)\}/);
    if (braces) for (const [name] of pairs(braces[1])) names.add(name);
    if (clause.replace(/\{[^}]*\}/, '').replace(/,/g, ' ').trim()) names.add('default');
    imports.set(m[3], names);
  }
  const named = new Map<string, [string, string]>();
  const star: string[] = [];
  const locals = new Set<string>();
  for (const m of text.matchAll(EXPORT_FROM)) {
    const clause = m[1].trim();
    const ns = clause.match(/^\*\s*as\s+([\w$]+)/);
    if (ns) named.set(ns[1], ['*', m[3]]);
    else if (clause.startsWith('*')) star.push(m[3]);
    else for (const [name, alias] of pairs(clause.slice(1, -1))) named.set(alias, [name, m[3]]);
  }
  for (const m of text.matchAll(LOCAL_EXPORT)) locals.add(m[1] ?? m[2] ?? m[3] ?? 'default');
  for (const m of text.matchAll(LOCAL_LIST)) for (const [, alias] of pairs(m[1])) locals.add(alias);
  return { imports, named, star, locals };
}

/** The module id that `spec`, as written in `from`, names among `from`'s imports. */
export function resolveSpec(graph: ModuleSource, from: string, spec: string): string | undefined {
  const ids = graph.getModuleInfo(from)?.importedIds ?? [];
  if (spec.startsWith('.')) {
    const noExt = (id: string) => id.replace(/\.[cm]?[jt]sx?$/, '');
    const base = noExt(path.posix.join(path.posix.dirname(from), spec));
    return ids.find((id) => noExt(id) === base || noExt(id) === `${base}/index`);
  }
  const parts = spec.split('/');
  const pkg = parts.slice(0, spec.startsWith('@') ? 2 : 1).join('/');
  const sub = parts.slice(pkg.split('/').length).join('/') || 'index';
  const marker = `/node_modules/${pkg}/`;
  const inPkg = ids.filter((id) => id.includes(marker));
  if (inPkg.length <= 1) return inPkg[0];
  const escaped = sub.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const entry = new RegExp(`^(?:(?:esm|dist|dist/esm|lib|es|modern)/)?${escaped}(?:/index)?\\.[cm]?js$`);
  return inPkg.find((id) => entry.test(id.slice(id.lastIndexOf(marker) + marker.length)));
}

const packages = new Map<string, boolean>();

/** Whether the installed package holding `id` declares `"sideEffects": false` (rolldown's module info leaves it out). */
export function packageWithoutSideEffects(id: string): boolean {
  const at = id.lastIndexOf('/node_modules/');
  if (at < 0) return false;
  const parts = id.slice(at + '/node_modules/'.length).split('/');
  const root = id.slice(0, at) + '/node_modules/' + parts.slice(0, parts[0].startsWith('@') ? 2 : 1).join('/');
  if (!packages.has(root)) {
    try {
      packages.set(root, (JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as { sideEffects?: unknown }).sideEffects === false);
    } catch {
      packages.set(root, false);
    }
  }
  return packages.get(root)!;
}

/** Module edges that follow imports by name through re-exports; computed once per module. */
export function preciseEdges(graph: ModuleSource): (id: string) => readonly string[] {
  const parsed = new Map<string, Parsed | null>();
  const edges = new Map<string, readonly string[]>();
  const found = new Map<string, string[] | null>();
  const specs = new Map<string, string | undefined>();
  // Each (module, specifier) once: a package's index is asked for every name imported from it.
  const resolve = (from: string, spec: string) => {
    const key = `${from}\0${spec}`;
    if (!specs.has(key)) specs.set(key, resolveSpec(graph, from, spec));
    return specs.get(key);
  };
  const parse = (id: string) => {
    if (!parsed.has(id)) {
      const code = graph.getModuleInfo(id)?.code;
      parsed.set(id, code ? parseModule(code) : null);
    }
    return parsed.get(id)!;
  };
  // Only there is a re-export left out when unused; elsewhere it runs with its module.
  const pure = (id: string) => graph.getModuleInfo(id)?.moduleSideEffects === false || packageWithoutSideEffects(id);

  /** The modules that define `name` as `id` exports it, or null when reading does not tell. */
  const resolveName = (id: string, name: string): string[] | null => {
    const key = `${id}\0${name}`;
    if (found.has(key)) return found.get(key)!;
    found.set(key, null); // a cycle of re-exports tells nothing
    const p = parse(id);
    let answer: string[] | null = null;
    if (!p || !pure(id)) return null;
    if (p.locals.has(name)) answer = [id];
    else if (p.named.has(name)) {
      const [imported, spec] = p.named.get(name)!;
      const target = resolve(id, spec);
      answer = target && imported !== '*' ? resolveName(target, imported) : null;
    } else if (name !== 'default') {
      for (const spec of p.star) {
        const target = resolve(id, spec);
        const inner = target ? resolveName(target, name) : null;
        if (inner) {
          answer = inner;
          break;
        }
      }
    }
    found.set(key, answer);
    return answer;
  };

  return (id: string) => {
    const known = edges.get(id);
    if (known) return known;
    const all = graph.getModuleInfo(id)?.importedIds ?? [];
    const p = parse(id);
    if (!p) return all;
    const out = new Set(all);
    // What the module only re-exports is not its own need: who uses it is led there by name.
    if (pure(id)) {
      const imported = new Set([...p.imports.keys()].map((s) => resolve(id, s)));
      for (const spec of [...p.star, ...[...p.named.values()].map(([, s]) => s)]) {
        const target = resolve(id, spec);
        if (target && !imported.has(target)) out.delete(target);
      }
    }
    for (const [spec, names] of p.imports) {
      const target = resolve(id, spec);
      if (!target || names === '*' || !pure(target)) continue;
      const leaves = [...names].map((n) => resolveName(target, n));
      if (leaves.some((l) => l === null)) continue;
      out.delete(target);
      for (const l of leaves) for (const m of l!) out.add(m);
    }
    const result = [...out];
    edges.set(id, result);
    return result;
  };
}
