// The storefront the server renders: the built one (apps/web/build, `npm start`), or
// Vite's dev server inside this process (`npm run dev`: modules compiled on request, Fast Refresh,
// the server build reloaded on every edit). Either way the pages come from the same port as /api.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { LANGUAGES, languagePrefix } from '@haat/contract/constants';
import type { WebRenderOptions } from './plugins/web-render.ts';

export interface Storefront {
  /** The default language's pages. */
  build: WebRenderOptions['build'];
  /** Every other language's, served under its prefix (/hi/…); none in dev. */
  translated: NonNullable<WebRenderOptions['translated']>;
  mode: WebRenderOptions['mode'];
  /** The browser files to serve as they are (apps/web/build/client); Vite serves them in dev. */
  clientDir: string | undefined;
  /** Connect middlewares that answer first (Vite's: modules, assets, HMR), in dev only. */
  middlewares?: (req: unknown, res: unknown, next: (error?: unknown) => void) => void;
  close(): Promise<void>;
}

/** Whether apps/web's server build is there to load (the cluster's primary asks, for its banner). */
export function hasBuiltStorefront(buildDir: string | undefined): boolean {
  return buildDir !== undefined && existsSync(path.join(buildDir, 'server', 'index.js'));
}

/** The production build of apps/web, or undefined when it has not been built. */
export async function loadBuiltStorefront(buildDir: string): Promise<Storefront | undefined> {
  const serverEntry = path.join(buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) return undefined;
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  // Each other language's build sits in build/<code>/ (apps/web/scripts/build.mjs), its browser
  // files beside the default's in build/client/assets.
  const translated: { prefix: string; build: ServerBuild }[] = [];
  for (const language of LANGUAGES) {
    const prefix = languagePrefix(language.code);
    const entry = path.join(buildDir, language.code, 'server', 'index.js');
    if (!prefix || !existsSync(entry)) continue;
    translated.push({ prefix, build: (await import(pathToFileURL(entry).href)) as ServerBuild });
  }
  return {
    build,
    translated,
    mode: 'production',
    clientDir: path.join(buildDir, 'client'),
    close: async () => {},
  };
}

/** Vite in middleware mode over apps/web, for `npm run dev`. */
export async function startDevStorefront(webRoot: string): Promise<Storefront> {
  const vite = await import('vite');
  const server = await vite.createServer({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'custom',
  });
  return {
    build: () =>
      server.ssrLoadModule('virtual:react-router/server-build') as unknown as Promise<ServerBuild>,
    // The dev server speaks one language: the default, or HAAT_LANGUAGE's under its prefix
    // (`HAAT_LANGUAGE=hi npm run dev` serves /hi/…); `npm run build && npm start` serves them all.
    translated: [],
    mode: 'development',
    clientDir: undefined,
    middlewares: server.middlewares as unknown as Storefront['middlewares'],
    close: () => server.close(),
  };
}
