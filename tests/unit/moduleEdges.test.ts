import { describe, expect, it } from 'vitest';
import { parseModule, preciseEdges, resolveSpec } from '../../scripts/moduleEdges';

/** Modules as rolldown describes them: code and static imports; `pure` ones come from a package without side effects. */
function graph(modules: Record<string, { code: string; imports?: string[]; pure?: boolean }>) {
  return {
    getModuleInfo: (id: string) => {
      const m = modules[id];
      return m ? { importedIds: m.imports ?? [], code: m.code, moduleSideEffects: m.pure ? false : true } : null;
    },
  };
}

const NM = '/p/node_modules';
const modules = {
  '/p/src/Page.tsx': {
    code: "import { useTranslate as t } from 'react-admin';\nimport Box from './Box';\nimport { type X } from 'react-admin';\nimport type { Y } from 'react-admin';",
    imports: [`${NM}/react-admin/dist/index.js`, '/p/src/Box.tsx'],
  },
  '/p/src/Box.tsx': { code: 'export default function Box() {}' },
  '/p/src/Everything.tsx': { code: "import * as ra from 'react-admin';", imports: [`${NM}/react-admin/dist/index.js`] },
  '/p/src/Unknown.tsx': { code: "import { nothing } from 'react-admin';", imports: [`${NM}/react-admin/dist/index.js`] },
  '/p/src/Locale.tsx': { code: "import { DEFAULT_LOCALE } from 'ra-core/i18n';", imports: [`${NM}/ra-core/dist/i18n/index.js`] },
  [`${NM}/react-admin/dist/index.js`]: {
    code: "export * from './Admin.js';\nexport * from 'ra-core';\nexport * from 'ra-ui-materialui';\n//# sourceMappingURL=index.js.map",
    imports: [`${NM}/react-admin/dist/Admin.js`, `${NM}/ra-core/dist/index.js`, `${NM}/ra-ui-materialui/dist/index.js`],
    pure: true,
  },
  [`${NM}/react-admin/dist/Admin.js`]: { code: "import { Datagrid } from 'ra-ui-materialui';\nexport const Admin = () => Datagrid;", imports: [`${NM}/ra-ui-materialui/dist/index.js`], pure: true },
  [`${NM}/ra-core/dist/index.js`]: { code: 'export * from "./i18n/index.js";', imports: [`${NM}/ra-core/dist/i18n/index.js`], pure: true },
  [`${NM}/ra-core/dist/i18n/index.js`]: {
    code: "export const DEFAULT_LOCALE = 'en';\nexport * from \"./useTranslate.js\";\nexport { default as Other } from './Other.js';",
    imports: [`${NM}/ra-core/dist/i18n/useTranslate.js`, `${NM}/ra-core/dist/i18n/Other.js`],
    pure: true,
  },
  [`${NM}/ra-core/dist/i18n/useTranslate.js`]: { code: "import { useContext } from 'react';\nexport const useTranslate = () => useContext(null);", imports: [`${NM}/react/index.js`], pure: true },
  [`${NM}/ra-core/dist/i18n/Other.js`]: { code: 'export default 1;', pure: true },
  [`${NM}/ra-ui-materialui/dist/index.js`]: { code: 'export * from "./Datagrid.js";', imports: [`${NM}/ra-ui-materialui/dist/Datagrid.js`], pure: true },
  [`${NM}/ra-ui-materialui/dist/Datagrid.js`]: { code: 'export function Datagrid() {}', pure: true },
};

describe("the build's module edges, through packages' index files", () => {
  const edges = preciseEdges(graph(modules));

  it('lead an import by name to the module that defines it, not to the index and all it re-exports', () => {
    expect(edges('/p/src/Page.tsx')).toEqual(['/p/src/Box.tsx', `${NM}/ra-core/dist/i18n/useTranslate.js`]);
  });

  it("leave out of a module reached by name what it only re-exports, not what it imports for itself", () => {
    expect(edges(`${NM}/ra-core/dist/i18n/index.js`)).toEqual([]);
    expect(edges(`${NM}/react-admin/dist/Admin.js`)).toEqual([`${NM}/ra-ui-materialui/dist/Datagrid.js`]);
  });

  it("keep the index's every import when the names cannot be followed: a namespace import, a name not found", () => {
    expect(edges('/p/src/Everything.tsx')).toEqual([`${NM}/react-admin/dist/index.js`]);
    expect(edges('/p/src/Unknown.tsx')).toEqual([`${NM}/react-admin/dist/index.js`]);
  });

  it('see through nothing in a package that may have side effects: its modules run whether used or not', () => {
    const impure = Object.fromEntries(Object.entries(modules).map(([id, m]) => [id, { ...m, pure: false }]));
    expect(preciseEdges(graph(impure))('/p/src/Page.tsx')).toEqual([`${NM}/react-admin/dist/index.js`, '/p/src/Box.tsx']);
  });

  it('read the names a module imports, re-exports and defines', () => {
    const p = parseModule(
      "import React, { useState as s, type FC } from 'react';\nimport * as all from './all';\n// import { no } from 'comment';\nexport { a as b, c } from './x.js';\nexport * from './y.js';\nexport * as ns from './z.js';\nexport const k = 1;\nexport default function () {}\nconst l = 2;\nexport { l as m };",
    );
    expect(p.imports).toEqual(new Map<string, unknown>([['react', new Set(['default', 'useState'])], ['./all', '*']]));
    expect([...p.named]).toEqual([['b', ['a', './x.js']], ['c', ['c', './x.js']], ['ns', ['*', './z.js']]]);
    expect(p.star).toEqual(['./y.js']);
    expect([...p.locals].sort()).toEqual(['default', 'k', 'm']);
  });

  it("find an import's module among the importer's: relative, a package, a package's subpath", () => {
    const g = graph({
      '/p/src/a.ts': { code: '', imports: ['/p/src/b/index.ts', `${NM}/@mui/material/esm/index.js`, `${NM}/@mui/material/esm/styles/index.js`] },
    });
    expect(resolveSpec(g, '/p/src/a.ts', './b')).toBe('/p/src/b/index.ts');
    expect(resolveSpec(g, '/p/src/a.ts', '@mui/material')).toBe(`${NM}/@mui/material/esm/index.js`);
    expect(resolveSpec(g, '/p/src/a.ts', '@mui/material/styles')).toBe(`${NM}/@mui/material/esm/styles/index.js`);
    expect(resolveSpec(g, '/p/src/a.ts', 'react')).toBeUndefined();
  });
});
