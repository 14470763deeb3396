import { describe, expect, it } from 'vitest';
import { firstRequestsModules } from '../../scripts/firstRequestsGroup';
import { graph } from './moduleGraph';

describe("the first script's own file (vite.config.ts)", () => {
  it("holds src/firstRequests.ts and what it imports, not the entry's other modules nor what it loads lazily", () => {
    const g = graph({
      '/p/src/main.tsx': { imports: ['/p/src/firstRequests.ts', '/p/node_modules/react-dom/index.js', '/p/src/Root.tsx'] },
      '/p/src/firstRequests.ts': { imports: ['/p/src/session.ts', '/p/src/adminChunk.ts'] },
      '/p/src/session.ts': { imports: ['/p/src/httpClient.ts'] },
      '/p/src/adminChunk.ts': { lazy: ['/p/src/App.tsx'] },
      '/p/src/Root.tsx': { imports: ['/p/src/httpClient.ts', '/p/node_modules/@mui/material/index.js'] },
      '/p/src/App.tsx': { imports: ['/p/src/Root.tsx'] },
    });
    // Found from any module of the build.
    for (const from of ['/p/src/App.tsx', '/p/src/httpClient.ts']) {
      expect([...firstRequestsModules(g, from)].sort()).toEqual(['/p/src/adminChunk.ts', '/p/src/firstRequests.ts', '/p/src/httpClient.ts', '/p/src/session.ts']);
    }
    expect(firstRequestsModules(graph({ '/p/src/main.tsx': { imports: ['/p/src/Root.tsx'] } }), '/p/src/main.tsx').size).toBe(0);
  });
});
