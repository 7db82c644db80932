import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-precompress';

// The API (apps/api) serves /api and uploaded images under /media on port 3000 (ARCHITECTURE.md).
const apiTarget = 'http://127.0.0.1:3000';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/media': { target: apiTarget, changeOrigin: false },
};

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The API reads the manifest to serve the built app and preload the entry chunk.
    manifest: true,
    target: 'es2022',
  },
});
