// The floor app's build (bench/floor.ts): as the product's (React, brotli and gzip beside each file), nothing more.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' })],
  build: { emptyOutDir: true, chunkSizeWarningLimit: 1200 },
  logLevel: 'warn',
});
