import { describe, expect, it } from 'vitest';
import { adminGroupModules } from '../../scripts/adminChunkGroup';
import { graph } from './moduleGraph';

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

describe("the build's admin group, with a package's index between the pages and the components", () => {
  // Every page imports the components by name from the package's index, as from 'react-admin' or '@mui/material'.
  const lib = '/p/node_modules/lib/index.js';
  const g = graph({
    '/p/src/main.tsx': { code: "import { Shell } from 'lib';", imports: [lib], lazy: ['/p/src/App.tsx', '/p/src/Public.tsx'] },
    '/p/src/App.tsx': { code: "import { List } from './list';", imports: ['/p/src/list.ts'] },
    '/p/src/list.ts': { code: "import { Divider, Grid } from 'lib';", imports: [lib] },
    '/p/src/Public.tsx': { code: "import { Divider } from 'lib';", imports: [lib] },
    [lib]: { code: "export * from './Shell.js';\nexport * from './Divider.js';\nexport * from './Grid.js';", imports: ['/p/node_modules/lib/Shell.js', '/p/node_modules/lib/Divider.js', '/p/node_modules/lib/Grid.js'], pure: true },
    '/p/node_modules/lib/Shell.js': { code: 'export const Shell = 1;', pure: true },
    '/p/node_modules/lib/Divider.js': { code: 'export const Divider = 1;', pure: true },
    '/p/node_modules/lib/Grid.js': { code: 'export const Grid = 1;', pure: true },
  });
  const group = adminGroupModules(g, '/p/src/list.ts');

  it("leaves out an admin module that needs a component a public page needs too: the page would load the admin's file for it", () => {
    // Followed through the index as is, the entry 'needs' Divider, and list.ts looked safe to group.
    expect(group.has('/p/src/list.ts')).toBe(false);
    expect(group.has('/p/node_modules/lib/Divider.js')).toBe(false);
  });

  it('groups what only the admin needs, found by name through the index', () => {
    expect(group.has('/p/node_modules/lib/Grid.js')).toBe(true);
    expect(group.has('/p/node_modules/lib/Shell.js')).toBe(false); // the first page's
  });
});

