/**
 * The build's grouping of what the admin (src/App.tsx) statically needs (vite.config.ts). Left to
 * itself, rolldown gives every set of modules shared by the admin and some of its lazy pages a file
 * of its own (/events received 71 files, each answer ~450 bytes of headers and compressed alone),
 * and how far it merges them into the admin's file moves with unrelated changes: session 49's
 * lazy dialogs took /events from 31 to 38 files. Here:
 *  - what only the admin and its lazy pages need is two files, `App` (its code) and `admin` (the
 *    libraries' code it alone needs): a lazy admin page only ever loads after the admin;
 *  - what it shares with pages outside the admin (the login, the public pages) is one file per set
 *    of those pages (`shared-…`): each such page loads exactly the shared files it needs, and
 *    none of the admin's code.
 * Imports are followed through the packages' index files by name (scripts/moduleEdges.ts):
 * followed as is, every page would seem to need all of react-admin and MUI.
 */
import { createHash } from 'node:crypto';
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
const LIBRARY = /[\\/]node_modules[\\/]/;

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

/** The module ids of each of the admin's files (above). */
export interface AdminPlan {
  /** The admin's own code. */
  app: Set<string>;
  /** The libraries' code only the admin and its lazy pages need. */
  admin: Set<string>;
  /** What pages outside the admin need too: the file's name, and how many those pages are. */
  shared: Map<string, { name: string; rank: number }>;
}

/** A shared file's name, from its pages' paths in the project: the same pages, the same name, wherever the build runs. */
export function sharedName(pages: readonly string[]): string {
  const key = pages.map((p) => p.replace(/^.*?[\\/](src|node_modules)[\\/]/, '$1/')).sort().join('\n');
  return `shared-${createHash('sha256').update(key).digest('hex').slice(0, 6)}`;
}

/** The admin's plan (above), found from any module id of the build. */
export function adminPlan(graph: ModuleGraph, anyId: string): AdminPlan {
  const plan: AdminPlan = { admin: new Set(), app: new Set(), shared: new Map() };
  const all = allModules(graph, anyId);
  const main = all.find((id) => MAIN.test(id));
  const admin = all.find((id) => ADMIN.test(id));
  if (!main || !admin) return plan;
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
  const first = closures.get(main)!;
  for (const id of closures.get(admin)!) {
    // The pages outside the admin that need it, the first page aside: a module the first page seems
    // to need (read by names) may be left out of its files, its export unused there, and is then
    // shared as any other; the groups of the first page's files (higher priority) take the rest.
    const pages = rootsOf(id).filter((r) => outside.has(r) && r !== main);
    // A module imports only modules needed by at least the same pages: a shared file needs only
    // files of larger sets (grouped first: rank), and no page outside loads a module it does not need.
    if (pages.length) plan.shared.set(id, { name: sharedName(pages), rank: pages.length });
    // The admin's own code and the libraries' code it alone needs: two files, compiled apart.
    else if (!first.has(id)) (LIBRARY.test(id) ? plan.admin : plan.app).add(id);
  }
  return plan;
}
