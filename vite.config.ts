import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const api = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [
    react(),
    // A .br and a .gz copy beside each text file of dist/ (best quality: compressed once, at build
    // time); the server sends the one the browser accepts (server/staticFiles.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
  ],
  resolve: {
    alias: [{ find: /^object\.entries$/, replacement: fileURLToPath(new URL('./src/shims/objectEntries.cjs', import.meta.url)) }],
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
    rolldownOptions: {
      output: {
        // What the first page statically needs in one file instead of a dozen: each answer also
        // carries ~1 KB of headers (the CSP...), and fewer requests finish sooner. The lazy parts
        // (the admin, the editor...) keep rolldown's own split.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
});
