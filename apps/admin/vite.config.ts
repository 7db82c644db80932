import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The storefront's icon, reused rather than copied: its file is read when the back office is
 * built and written into the build as favicon.svg, which the API serves at /admin/favicon.svg
 * (index.html links it). Read from the storefront's public folder, not imported: the apps never
 * import each other.
 */
function storefrontFavicon(): Plugin {
  const icon = path.join(import.meta.dirname, '../web/public/favicon.svg');
  return {
    name: 'haat-storefront-favicon',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'favicon.svg', source: readFileSync(icon) });
    },
  };
}

// The back office: a client-rendered React 19 app served by the API under /admin.
export default defineConfig({
  root: import.meta.dirname,
  base: '/admin/',
  plugins: [react(), storefrontFavicon()],
  // The manifest tells the journeys' budget check and the bench which chunks each page loads.
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true, manifest: true },
});
