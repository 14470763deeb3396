/**
 * The build's grouping of the admin's code (vite.config.ts). Left to itself, rolldown gives every
 * set of modules shared by the admin (src/App.tsx) and some of its lazy pages a file of its own:
 * /events received 71 files, each answer ~450 bytes of headers and compressed alone. But a lazy
 * admin page is only ever loaded after the admin, so what the admin statically needs and shares
 * only with such pages can travel as one file. A module shared with a page outside the admin
 * (the login, the public pages), or that imports one, keeps rolldown's own split: those pages
 * must not receive the admin. Imports are followed through the packages' index files by name
 * (scripts/moduleEdges.ts): followed as is, every page would seem to need all of react-admin and MUI.
 */
import { preciseEdges, type ModuleInfoLike } from './moduleEdges';

export interface ModuleGraph {
  getModuleInfo(id: string): (ModuleInfoLike & {
    importers: readonly string[];
    dynamicallyImportedIds: readonly string[];
    dynamicImporters: readonly string[];
  }) | null;
}

const ADMIN = /[\\/]src[\\/]App\.tsx$/;
const MAIN = /[\\/]src[\\/]main\.tsx$/;

/** The modules `root` needs before it runs: itself and its static imports, transitively. */
export function staticClosure(edges: (id: string) => readonly string[], root: string): Set<string> {
  const seen = new Set<string>([root]);
  const stack = [root];
  while (stack.length) {
    for (const next of edges(stack.pop()!)) {
      if (!seen.has(next)) {
        seen.add(next);
        stack.push(next);
      }
    }
  }
  return seen;
}

/** Every module of the build, found from any one: up to the entries, then down through every import. */
export function allModules(graph: ModuleGraph, from: string): string[] {
  const visit = (start: string[], next: (id: string) => readonly string[], onLeaf?: (id: string) => void) => {
    const seen = new Set(start);
    const stack = [...start];
    while (stack.length) {
      const id = stack.pop()!;
      const further = next(id);
      if (!further.length) onLeaf?.(id);
      for (const n of further) {
        if (!seen.has(n)) {
          seen.add(n);
          stack.push(n);
        }
      }
    }
    return seen;
  };
  const entries: string[] = [];
  const info = (id: string) => graph.getModuleInfo(id);
  visit([from], (id) => [...(info(id)?.importers ?? []), ...(info(id)?.dynamicImporters ?? [])], (id) => entries.push(id));
  return [...visit(entries, (id) => [...(info(id)?.importedIds ?? []), ...(info(id)?.dynamicallyImportedIds ?? [])])];
}

/** The ids of the modules to put in the admin's group, found from any module id of the build. */
export function adminGroupModules(graph: ModuleGraph, anyId: string): Set<string> {
  const all = allModules(graph, anyId);
  const main = all.find((id) => MAIN.test(id));
  const admin = all.find((id) => ADMIN.test(id));
  if (!main || !admin) return new Set();
  const edges = preciseEdges(graph);
  // Roots: the page's entry and every module loaded by import().
  const roots = new Set<string>([main]);
  for (const id of all) for (const d of graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []) roots.add(d);
  const closures = new Map([...roots].map((r) => [r, staticClosure(edges, r)]));
  const rootsOf = (id: string) => [...roots].filter((r) => closures.get(r)!.has(id));
  // Roots loaded without the admin: the entry, and what code they run imports, transitively. The
  // others (the admin's lazy pages, whatever cycles they form among themselves) run after the admin.
  const outside = new Set<string>([main]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const r of roots) {
      if (outside.has(r) || r === admin) continue;
      if ((graph.getModuleInfo(r)?.dynamicImporters ?? []).some((i) => rootsOf(i).some((x) => outside.has(x)))) {
        outside.add(r);
        grew = true;
      }
    }
  }
  const adminSide = new Set([...roots].filter((r) => !outside.has(r)));
  const candidates = new Set<string>();
  for (const id of closures.get(admin)!) if (rootsOf(id).every((r) => adminSide.has(r))) candidates.add(id);
  // A module goes with its static imports (rolldown keeps the order of execution that way): one
  // that needs a module shared with a page outside the admin stays out, or that page would load the group.
  const first = closures.get(main)!;
  const group = new Set<string>();
  for (const id of candidates) if ([...staticClosure(edges, id)].every((d) => candidates.has(d) || first.has(d))) group.add(id);
  return group;
}
