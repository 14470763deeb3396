import { describe, expect, it } from 'vitest';
import { adminGroupModules } from '../../scripts/adminChunkGroup';

/** A module graph as rolldown describes it: static and dynamic imports, and their inverses. */
function graph(edges: Record<string, { imports?: string[]; lazy?: string[] }>) {
  const info = new Map<string, { importers: string[]; importedIds: string[]; dynamicallyImportedIds: string[]; dynamicImporters: string[] }>();
  const of = (id: string) => info.get(id) ?? (info.set(id, { importers: [], importedIds: [], dynamicallyImportedIds: [], dynamicImporters: [] }), info.get(id)!);
  for (const [id, { imports = [], lazy = [] }] of Object.entries(edges)) {
    for (const to of imports) {
      of(id).importedIds.push(to);
      of(to).importers.push(id);
    }
    for (const to of lazy) {
      of(id).dynamicallyImportedIds.push(to);
      of(to).dynamicImporters.push(id);
    }
  }
  return { getModuleInfo: (id: string) => info.get(id) ?? null };
}

describe("the build's admin group", () => {
  const g = graph({
    '/p/src/main.tsx': { imports: ['/p/src/Root.tsx'] },
    '/p/src/Root.tsx': { imports: ['/p/src/shell.ts'], lazy: ['/p/src/App.tsx', '/p/src/Public.tsx'] },
    '/p/src/App.tsx': { imports: ['/p/src/list.ts', '/p/src/form.ts', '/p/src/shell.ts'], lazy: ['/p/src/Edit.tsx'] },
    '/p/src/form.ts': { imports: ['/p/src/mask.ts'] },
    '/p/src/Public.tsx': { imports: ['/p/src/mask.ts'] },
    '/p/src/Edit.tsx': { imports: ['/p/src/list.ts', '/p/src/editor.ts', '/p/src/routes.ts'] },
    '/p/src/routes.ts': { lazy: ['/p/src/Edit.tsx'] },
  });
  const group = adminGroupModules(g, '/p/src/list.ts');

  it('holds what the admin needs and shares only with its own lazy pages (even through a cycle of lazy imports)', () => {
    expect([...group]).toEqual(['/p/src/list.ts']);
  });

  it("leaves out what a page outside the admin needs, what imports it, what the first page already has, and what only a lazy page needs", () => {
    expect(group.has('/p/src/mask.ts')).toBe(false); // the public page would load the admin
    expect(group.has('/p/src/form.ts')).toBe(false); // it would drag mask.ts in
    expect(group.has('/p/src/App.tsx')).toBe(false); // and so would the admin's own module, through form.ts
    expect(group.has('/p/src/shell.ts')).toBe(false); // in the first page's file
    expect(group.has('/p/src/editor.ts')).toBe(false); // loaded with the edit page only
    expect(group.has('/p/src/routes.ts')).toBe(false);
  });
});
