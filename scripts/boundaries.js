// The import boundaries lint enforces (eslint.config.js, eslint-plugin-import-x's
// no-restricted-paths), built from the folders on disk so a new module or feature is covered the
// day it is created. Paths are relative to the repository root.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

function folders(relative) {
  return readdirSync(path.join(ROOT, relative), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** Server: another module (or the CLI) only through its index.ts; modules, lib and plugins never import app.ts. */
export function apiBoundaryZones() {
  const src = './apps/api/src';
  const modules = folders('apps/api/src/modules');
  const outsideModules = [
    `${src}/*.ts`,
    `${src}/lib/**`,
    `${src}/plugins/**`,
    `${src}/db/**`,
    `${src}/seed/**`,
    `${src}/cli/**`,
    './apps/api/test/**',
  ];
  const zones = modules.map((name) => ({
    target: [
      ...outsideModules,
      ...modules.filter((other) => other !== name).map((other) => `${src}/modules/${other}/**`),
    ],
    from: `${src}/modules/${name}`,
    // Tables are read (joined) across modules through db/schema; only the owner writes them.
    except: ['./index.ts', `./${name}.schema.ts`],
    message: `Reach the ${name} module through modules/${name}/index.ts.`,
  }));
  zones.push({
    target: [`${src}/modules/**`, `${src}/lib/**`, `${src}/plugins/**`],
    from: [`${src}/app.ts`, `${src}/main.ts`],
    message:
      'app.ts is the composition root: take AppContext from app-context.ts, Clock from lib/clock.ts.',
  });
  return zones;
}

/** A client app's features never import each other; lib/ and components/ never import features/. */
function featureZones(app) {
  const src = `./apps/${app}/src`;
  const features = folders(`apps/${app}/src/features`);
  const zones = features.map((name) => ({
    target: features
      .filter((other) => other !== name)
      .map((other) => `${src}/features/${other}/**`),
    from: `${src}/features/${name}`,
    message:
      'A feature never imports another feature: compose them in a route or app/ page, or move the shared part to lib/ or components/.',
  }));
  zones.push({
    target: [`${src}/lib/**`, `${src}/components/**`],
    from: `${src}/features`,
    message: 'lib/ and components/ never import features/.',
  });
  return zones;
}

/** Storefront: features never import each other; lib/ and components/ never import features/. */
export function webBoundaryZones() {
  return featureZones('web');
}

/**
 * Back office: one feature folder per thing it manages, never importing another; lib/,
 * components/ and features/ never import app/ (the frame and the router compose them).
 */
export function adminBoundaryZones() {
  const src = './apps/admin/src';
  return [
    ...featureZones('admin'),
    {
      target: [`${src}/lib/**`, `${src}/components/**`, `${src}/features/**`],
      from: `${src}/app`,
      message: 'app/ holds the frame; put what pages share in lib/ or components/.',
    },
  ];
}
