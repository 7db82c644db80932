// React Router's production build in the browser's bundle. The package ships two builds, alike but
// for one constant (ENABLE_DEV_WARNINGS), and its exports name only the development one, so every
// bundler takes it (a known React Router issue); the development build's warnings and their texts
// are ~0.6 KB gzip of every page's first download, and print in a shopper's console. The browser's
// build resolves React Router to its production files; the server keeps the package's own entry,
// which the API's request handler imports too (one copy of the router on the server), and whose
// warnings go to the server's log.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const PRODUCTION_FILES: Record<string, string> = {
  'react-router': 'index.mjs',
  'react-router/dom': 'dom-export.mjs',
};

export function routerProductionBuild(): Plugin {
  const packageDir = path.dirname(
    createRequire(import.meta.url).resolve('react-router/package.json'),
  );
  return {
    name: 'haat-router-production',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source) {
      const file = PRODUCTION_FILES[source];
      return file ? path.join(packageDir, 'dist', 'production', file) : null;
    },
  };
}
