import { describe, expect, it } from 'vitest';
import { adminPlan, sharedName } from '../../scripts/adminChunkGroup';
import { graph } from './moduleGraph';

describe("the build's files for the admin", () => {
  const g = graph({
    '/p/src/main.tsx': { imports: ['/p/src/Root.tsx'] },
    '/p/src/Root.tsx': { imports: ['/p/src/shell.ts'], lazy: ['/p/src/App.tsx', '/p/src/Public.tsx', '/p/src/Door.tsx'] },
    '/p/src/App.tsx': { imports: ['/p/src/list.ts', '/p/src/form.ts', '/p/src/shell.ts', '/p/node_modules/grid/index.js'], lazy: ['/p/src/Edit.tsx'] },
    '/p/src/form.ts': { imports: ['/p/src/mask.ts', '/p/src/date.ts'] },
    '/p/src/Public.tsx': { imports: ['/p/src/mask.ts', '/p/src/date.ts'] },
    '/p/src/Door.tsx': { imports: ['/p/src/date.ts'] },
    '/p/src/mask.ts': { imports: ['/p/src/date.ts'] },
    '/p/src/Edit.tsx': { imports: ['/p/src/list.ts', '/p/src/editor.ts', '/p/src/routes.ts'] },
    '/p/src/routes.ts': { lazy: ['/p/src/Edit.tsx'] },
  });
  const plan = adminPlan(g, '/p/src/list.ts');

  it("puts the admin's own code in one file and the libraries only it needs in another, even what its lazy pages share (through a cycle of lazy imports)", () => {
    expect([...plan.app].sort()).toEqual(['/p/src/App.tsx', '/p/src/form.ts', '/p/src/list.ts']);
    expect([...plan.admin]).toEqual(['/p/node_modules/grid/index.js']);
  });

  it('shares what pages outside the admin need, one file per set of those pages, ranked by how many they are', () => {
    expect(plan.shared.get('/p/src/mask.ts')).toEqual({ name: sharedName(['/p/src/Public.tsx']), rank: 1 });
    expect(plan.shared.get('/p/src/date.ts')).toEqual({ name: sharedName(['/p/src/Public.tsx', '/p/src/Door.tsx']), rank: 2 });
    // The door's page loads date.ts without mask.ts: they are two files.
    expect(plan.shared.get('/p/src/date.ts')!.name).not.toBe(plan.shared.get('/p/src/mask.ts')!.name);
  });

  it("leaves out what the first page's files hold and what only a lazy page needs", () => {
    for (const id of ['/p/src/shell.ts', '/p/src/editor.ts', '/p/src/routes.ts', '/p/src/Edit.tsx']) {
      expect(plan.app.has(id) || plan.admin.has(id) || plan.shared.has(id), id).toBe(false);
    }
  });

  it('names a shared file by its pages wherever the project is built, in any order', () => {
    expect(sharedName(['/p/src/Public.tsx', '/p/src/Door.tsx'])).toBe(sharedName(['/elsewhere/q/src/Door.tsx', '/elsewhere/q/src/Public.tsx']));
    expect(sharedName(['/p/src/Public.tsx'])).not.toBe(sharedName(['/p/src/Door.tsx']));
  });
});

describe("the build's files for the admin, with a package's index between the pages and the components", () => {
  // Every page imports the components by name from the package's index, as from 'react-admin' or '@mui/material'.
  const lib = '/p/node_modules/lib/index.js';
  const g = graph({
    '/p/src/main.tsx': { code: "import { Shell, Link } from 'lib';", imports: [lib], lazy: ['/p/src/App.tsx', '/p/src/Public.tsx'] },
    '/p/src/App.tsx': { code: "import { List } from './list';", imports: ['/p/src/list.ts'] },
    '/p/src/list.ts': { code: "import { Divider, Grid, Link } from 'lib';", imports: [lib] },
    '/p/src/Public.tsx': { code: "import { Divider, Link } from 'lib';", imports: [lib] },
    [lib]: {
      code: "export * from './Shell.js';\nexport * from './Divider.js';\nexport * from './Grid.js';\nexport * from './Link.js';",
      imports: ['/p/node_modules/lib/Shell.js', '/p/node_modules/lib/Divider.js', '/p/node_modules/lib/Grid.js', '/p/node_modules/lib/Link.js'],
      pure: true,
    },
    '/p/node_modules/lib/Shell.js': { code: 'export const Shell = 1;', pure: true },
    '/p/node_modules/lib/Divider.js': { code: 'export const Divider = 1;', pure: true },
    '/p/node_modules/lib/Grid.js': { code: 'export const Grid = 1;', pure: true },
    '/p/node_modules/lib/Link.js': { code: 'export const Link = 1;', pure: true },
  });
  const plan = adminPlan(g, '/p/src/list.ts');

  it('shares a component a public page needs too, found by name through the index; the admin module using it stays in the admin', () => {
    // Followed through the index as is, the entry 'needs' Divider, and the public page would load the admin's file for it.
    expect(plan.shared.get('/p/node_modules/lib/Divider.js')?.rank).toBe(1);
    expect(plan.app.has('/p/src/list.ts')).toBe(true);
  });

  it('keeps in the admin what only the admin needs, and out of it what only the first page needs', () => {
    expect(plan.admin.has('/p/node_modules/lib/Grid.js')).toBe(true);
    expect(plan.admin.has('/p/node_modules/lib/Shell.js') || plan.shared.has('/p/node_modules/lib/Shell.js')).toBe(false);
  });

  it("shares what the first page seems to need when a public page needs it too: the first page's file may leave it out", () => {
    // Link is read as the first page's, but its files hold only what it uses; left to the admin's
    // file, the public page would load the admin for it (the accreditation pages did, for react-admin's useLocation).
    expect(plan.shared.get('/p/node_modules/lib/Link.js')).toEqual({ name: sharedName(['/p/src/Public.tsx']), rank: 1 });
  });
});
