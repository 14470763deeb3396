import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': `http://localhost:${api}`,
      '/socket.io': { target: `http://localhost:${api}`, ws: true },
    },
  },
  build: { outDir: 'dist', sourcemap: false },
});
