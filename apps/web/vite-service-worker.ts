// Writes the service worker (service-worker/sw.template.js) to build/client/sw.js with this build's
// shell to keep: every hashed script and stylesheet, the icons, the manifest and the offline page,
// and a version named by them, so a new build is a new worker and the old shell is dropped
// (docs/decisions/offline.md). Runs once the server build is written: React Router writes the
// browser's route manifest (assets/manifest-*.js) only then.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGES, pathInLanguage } from '../../packages/contract/src/constants/languages.ts';

const KEPT_ASSET = /\.(js|css)$/;
/** Each language's offline page (public/offline.html, public/hi/offline.html…), by its prefix. */
const OFFLINE_PAGES = LANGUAGES.map((language) => ({
  prefix: pathInLanguage(language.code, '/').replace(/^\/$/, ''),
  path: pathInLanguage(language.code, '/offline.html'),
}));

/** Files of public/ every offline visit needs. */
const KEPT_FILES = [
  ...OFFLINE_PAGES.map((page) => page.path),
  '/offline.css',
  '/favicon.svg',
  ...LANGUAGES.map((language) => pathInLanguage(language.code, '/manifest.webmanifest')),
  '/icons/icon-192.png',
  '/icons/icon-512.png',
];

export function serviceWorker(): Plugin {
  return {
    name: 'haat-service-worker',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    // After every other plugin has written its files.
    writeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        const { config } = this.environment;
        // The browser's files: react-router.config.ts's buildDirectory, beside the server's.
        const outDir = path.resolve(config.root, 'build', 'client');
        const assets = readdirSync(path.join(outDir, 'assets'))
          .filter((name) => KEPT_ASSET.test(name))
          .sort()
          .map((name) => `/assets/${name}`);
        const precache = [...KEPT_FILES, ...assets];
        const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
        const template = readFileSync(
          path.join(config.root, 'service-worker', 'sw.template.js'),
          'utf8',
        );
        writeFileSync(
          path.join(outDir, 'sw.js'),
          template
            .replace(/^\/\* global [^*]*\*\/\n/, '')
            .replace("'__HAAT_VERSION__'", JSON.stringify(version))
            .replace('__HAAT_PRECACHE__', JSON.stringify(precache))
            .replace('__HAAT_OFFLINE_PAGES__', JSON.stringify(OFFLINE_PAGES)),
        );
      },
    },
  };
}
