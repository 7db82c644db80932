import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The back office: a client-rendered React 19 app served by the API under /admin.
export default defineConfig({
  root: import.meta.dirname,
  base: '/admin/',
  plugins: [react()],
  // The manifest tells the journeys' budget check and the bench which chunks each page loads.
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true, manifest: true },
});
