import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { adminGroupModules } from './scripts/adminChunkGroup.ts';
import { catalogueSplit } from './scripts/catalogueSplit.ts';
import { emotionStylesAlias } from './scripts/emotionStyles.ts';
import { htmlShell } from './scripts/htmlShell.ts';
import { lazyMuiTheme } from './scripts/lazyMuiTheme.ts';

const api = process.env.API_PORT ?? '3001';

// Computed once per build from rolldown's module graph (the context object is the build's).
const adminGroups = new WeakMap<object, Set<string>>();
const adminGroup = (ctx: Parameters<typeof adminGroupModules>[0], id: string) => {
  let group = adminGroups.get(ctx);
  if (!group) {
    group = adminGroupModules(ctx, id);
    adminGroups.set(ctx, group);
  }
  return group;
};

export default defineConfig({
  plugins: [
    react(),
    // The pt-BR catalogue in two parts: what the first page reads, and what only the admin reads.
    catalogueSplit(),
    // index.html paints the admin's loading bar before any script arrives.
    htmlShell(),
    // MUI's default theme (never read: every page has a ThemeProvider) built on first use, not as MUI loads.
    lazyMuiTheme(),
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
    // The initial group below is one file by design (566 kB raw, ~150 kB as brotli sends it;
    // `npm run bench` delivery prints what Chromium receives), so the 500 kB warning says nothing.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // What the first page statically needs in one file instead of a dozen: each answer also
        // carries ~1 KB of headers (the CSP...), and fewer requests finish sooner. The lazy parts
        // (the admin, the editor...) keep rolldown's own split.
        // What the admin statically needs, shared with its lazy pages only, travels as one more file
        // (scripts/adminChunkGroup.ts), not as dozens of small ones.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 2 },
            { name: (id, ctx) => (adminGroup(ctx, id).has(id) ? 'admin' : null), priority: 1 },
          ],
        },
      },
    },
  },
});
