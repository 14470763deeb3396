/**
 * A module graph as rolldown describes it, for the tests of the build's groups (scripts/adminChunkGroup.ts,
 * scripts/firstRequestsGroup.ts): static and dynamic imports, and their inverses; with
 * `code` when given, and `pure` modules from a package without side effects.
 */
export function graph(edges: Record<string, { imports?: string[]; lazy?: string[]; code?: string; pure?: boolean }>) {
  type Info = { importers: string[]; importedIds: string[]; dynamicallyImportedIds: string[]; dynamicImporters: string[]; code?: string; moduleSideEffects?: boolean };
  const info = new Map<string, Info>();
  const of = (id: string) => info.get(id) ?? (info.set(id, { importers: [], importedIds: [], dynamicallyImportedIds: [], dynamicImporters: [] }), info.get(id)!);
  for (const [id, { imports = [], lazy = [], code, pure }] of Object.entries(edges)) {
    if (code !== undefined) Object.assign(of(id), { code, moduleSideEffects: !pure });
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
