import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { adminPlan, type AdminPlan, type ModuleGraph } from './scripts/adminChunkGroup.ts';
import { firstRequestsModules } from './scripts/firstRequestsGroup.ts';
import { catalogueSplit } from './scripts/catalogueSplit.ts';
import { emotionStylesAlias } from './scripts/emotionStyles.ts';
import { htmlShell } from './scripts/htmlShell.ts';
import { lazyMuiTheme } from './scripts/lazyMuiTheme.ts';
import { preloadInSlices } from './scripts/preloadInSlices.ts';
import { slicedEvaluation } from './scripts/slicedEvaluation.ts';

const api = process.env.API_PORT ?? '3001';

// A group's modules, computed once per build from rolldown's module graph (the context object is the build's).
const perBuild = <T>(modules: (ctx: ModuleGraph, id: string) => T) => {
  const built = new WeakMap<object, T>();
  return (ctx: ModuleGraph, id: string) => {
    let group = built.get(ctx);
    if (!group) {
      group = modules(ctx, id);
      built.set(ctx, group);
    }
    return group;
  };
};
const admin = perBuild<AdminPlan>(adminPlan);
const firstRequestsGroup = perBuild(firstRequestsModules);

// The first page's two largest libraries, each a file of its own: the browser compiles each file in
// a task of its own, and one file of 570 kB took ~100 ms of main thread to compile (400 ms at 4× CPU).
// MUI and emotion stay in the entry's file with the shell (~200 kB): a file of their own cost the
// login ~1.4 KB more (each file is compressed alone, and answered with its own headers), and the
// shell's 21 kB add little to their compile task.
const FIRST_PAGE_LIBRARIES = [
  { name: 'react-dom', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
];
// A shared file's rank: how many pages outside the admin need it (scripts/adminChunkGroup.ts; the
// build has ~25 such pages). A module of a larger set, were there one, keeps rolldown's own split.
const SHARED_RANKS = Array.from({ length: 99 }, (_, i) => 99 - i);
// The chunks whose top-level code runs in slices (scripts/slicedEvaluation.ts): react-dom's file only
// defines functions (CommonJS, run where it is first required), so slicing it would cut nothing.
const SLICED_CHUNKS = new Set(['index', 'router', 'App', 'admin']);

export default defineConfig({
  plugins: [
    react(),
    // The pt-BR catalogue in two parts: what the first page reads, and what only the admin reads.
    catalogueSplit(),
    // index.html paints the admin's loading bar before any script arrives.
    htmlShell(),
    // MUI's default theme (never read: every page has a ThemeProvider) built on first use, not as MUI loads.
    lazyMuiTheme(),
    // The first page's files and the admin's run in slices of ~10 ms, not in one long task...
    slicedEvaluation((chunk) => SLICED_CHUNKS.has(chunk)),
    // ...and the admin's files are asked for a few per task, after the admin's own.
    preloadInSlices(),
    // A .br and a .gz copy beside each text file of dist/ (best quality: compressed once, at build
    // time); the server sends the one the browser accepts (server/staticFiles.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
  ],
  resolve: {
    alias: [
      { find: /^object\.entries$/, replacement: fileURLToPath(new URL('./src/shims/objectEntries.cjs', import.meta.url)) },
      // Emotion's rules compiled as components render, written by the commit as one text.
      emotionStylesAlias,
    ],
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': `http://localhost:${api}`,
      '/socket.io': { target: `http://localhost:${api}`, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // The lazy PDF and editor files are large by design (loaded when used; `npm run bench` delivery
    // prints what the first pages receive), so the 500 kB warning says nothing about them.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // What the first page statically needs in four files (the first script's requests, its two
        // largest libraries, then the rest) instead of a dozen: each answer also carries ~1 KB of headers (the CSP...), and
        // fewer requests finish sooner. The lazy parts (the admin, the editor...) keep rolldown's own split.
        // What the admin statically needs travels as its two files and one file per set of pages
        // outside it that need some of it too (scripts/adminChunkGroup.ts), not as dozens of small ones.
        codeSplitting: {
          groups: [
            // The first script's modules, which ask for the session, run before the libraries' files (scripts/firstRequestsGroup.ts).
            { debugName: 'first-requests', name: (id, ctx) => (firstRequestsGroup(ctx, id).has(id) ? 'first-requests' : null), priority: 400 },
            ...FIRST_PAGE_LIBRARIES.map((library) => ({ ...library, tags: ['$initial' as const], priority: 300 })),
            { name: 'initial', tags: ['$initial'], priority: 200 },
            // What the admin shares with pages outside it, one file per set of those pages; larger sets first.
            ...SHARED_RANKS.map((rank) => ({
              debugName: `shared, ${rank} pages`,
              name: (id: string, ctx: ModuleGraph) => {
                const shared = admin(ctx, id).shared.get(id);
                return shared?.rank === rank ? shared.name : null;
              },
              priority: 100 + rank,
            })),
            { debugName: 'admin', name: (id, ctx) => (admin(ctx, id).admin.has(id) ? 'admin' : null), priority: 2 },
            { debugName: 'App', name: (id, ctx) => (admin(ctx, id).app.has(id) ? 'App' : null), priority: 1 },
          ],
        },
      },
    },
  },
});
