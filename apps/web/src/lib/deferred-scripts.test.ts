import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  createScriptDeferral,
  deferModuleScript,
  deferScripts,
  deferScriptsInPieces,
} from './deferred-scripts';
import { LOAD_TIMEOUT_SCRIPT } from './load-timeout-script';

/** The shape React Router 7's <Scripts> writes, with React's hoisted preloads in the head. */
const PAGE = [
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-X.js"/>',
  '<link rel="modulepreload" href="/assets/framework-F.js"/>',
  '<link rel="modulepreload" href="/assets/root-R.js"/>',
  '<title>Brass diya · ₹499 · दीया</title></head><body><h1>दीया ₹499</h1>',
  '<script>window.__reactRouterContext = {"a":1};</script>',
  '<script type="module" async="">; import * as route0 from "/assets/root-R.js";',
  'import * as route1 from "/assets/product-P.js";',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-X.js"}};',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/product":route1};',
  '',
  'import("/assets/entry.client-X.js");</script>',
  '<script type="application/ld+json">{"name":"दीया"}</script></body></html>',
].join('\n');

async function through(chunks: Buffer[]): Promise<string> {
  const out: string[] = [];
  const stream = Readable.from(chunks).pipe(createScriptDeferral());
  for await (const chunk of stream) out.push(String(chunk));
  return out.join('');
}

describe('the page JavaScript after the first paint', () => {
  it('takes the module preloads out and loads them, and the route modules, once a frame is painted', async () => {
    const html = await through([Buffer.from(PAGE)]);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/import \* as/);
    expect(html).toContain(
      '["/assets/entry.client-X.js","/assets/framework-F.js","/assets/root-R.js"]',
    );
    expect(html).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-R.js"), import("/assets/product-P.js")]);',
    );
    expect(html).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/product":route1};',
    );
    expect(html).toContain('requestAnimationFrame(() => setTimeout(start, 0))');
    // Everything else as it was: the context script, the data blocks, the text.
    expect(html).toContain('<script>window.__reactRouterContext = {"a":1};</script>');
    expect(html).toContain('<script type="application/ld+json">{"name":"दीया"}</script>');
    expect(html).toContain('<h1>दीया ₹499</h1>');
  });

  it('the rewritten script is valid JavaScript that imports the entry last', () => {
    const body = deferModuleScript(
      '; import * as route0 from "/a.js";\nwindow.x = {"root":route0};\nimport("/entry.js");',
      ['/a.js', '/entry.js'],
    );
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as FunctionConstructor;
    expect(() => new AsyncFunction(body)).not.toThrow();
    expect(body.indexOf('import("/entry.js")')).toBeGreaterThan(body.indexOf('import("/a.js")'));
  });

  it('sets the notice of scripts that never arrive before it asks for any (docs/spec.md §9)', () => {
    const body = deferModuleScript('; import * as route0 from "/a.js";', ['/a.js']);
    expect(body.startsWith(LOAD_TIMEOUT_SCRIPT)).toBe(true);
    expect(body.indexOf('import("/a.js")')).toBeGreaterThan(LOAD_TIMEOUT_SCRIPT.length);
  });

  it('a bare import (the manifest, without lazy route discovery) is deferred too', () => {
    const body = deferModuleScript('import "/manifest.js";\nimport * as route0 from "/a.js";', []);
    expect(body).toContain(
      'const [, route0] = await Promise.all([import("/manifest.js"), import("/a.js")]);',
    );
  });

  it('gives the same page however the stream is cut, even inside a character', async () => {
    const whole = await through([Buffer.from(PAGE)]);
    const bytes = Buffer.from(PAGE);
    for (let cut = 1; cut < bytes.length; cut += 7) {
      const again = await through([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(again, `cut at byte ${cut}`).toBe(whole);
    }
  });

  it('rewrites a page rendered whole as it rewrites the same page streamed', async () => {
    expect(deferScripts(PAGE)).toBe(await through([Buffer.from(PAGE)]));
    // Each page keeps its own preloads.
    expect(deferScripts(PAGE)).toBe(deferScripts(PAGE));
    // Only React Router's scripts at the end are rewritten: what comes before is the page's own.
    const [before, rewritten] = deferScriptsInPieces(PAGE);
    expect(before).toBe(PAGE.slice(0, PAGE.indexOf('<link rel="modulepreload"')));
    expect(`${before}${rewritten}`).toBe(deferScripts(PAGE));
  });

  it('leaves a page without module scripts as it is', async () => {
    const plain = '<!DOCTYPE html><html><body><p>Not found</p></body></html>';
    expect(await through([Buffer.from(plain)])).toBe(plain);
  });
});
