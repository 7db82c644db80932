// The page's JavaScript starts after its first paint (docs/decisions/page-weight.md "JavaScript
// after the first paint"). React Router's <Scripts> preloads every module of the page in the head
// and imports them from an inline module script; on a slow connection those downloads share the
// bandwidth with the HTML's pictures before anything is painted, and Lighthouse's simulation
// charges them to the first paint. This rewrites the server's HTML as it streams:
// - the `<link rel="modulepreload">` tags are taken out of the document;
// - the module script's static imports become dynamic ones, made once a frame has been painted
//   (or at once in a tab nobody sees), after putting the same preloads back so the whole module
//   graph is fetched in parallel, not one import at a time.
// Nothing else of the script changes: the route modules, the manifest and the entry are set and
// imported as React Router wrote them. The script first sets the 120-s notice of a page whose
// scripts never arrive (lib/load-timeout-script.ts).
import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';
import { LOAD_TIMEOUT_SCRIPT } from './load-timeout-script';

const PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*?\/?>/g;
const MODULE_SCRIPT = /(<script\b[^>]*type="module"[^>]*>)([\s\S]*?)(<\/script>)/;
/** `import * as route0 from "…";`, or a bare `import "…";` (the manifest), in source order. */
const STATIC_IMPORT = /(^|[;\s])import (?:\* as (\w+) from )?("[^"]+");/g;

/**
 * The module script's body, its imports made once the first frame has been painted. `preloads`:
 * the modules to preload then, every module the page needs.
 */
export function deferModuleScript(body: string, preloads: readonly string[]): string {
  const names: string[] = [];
  const specifiers: string[] = [];
  const rest = body.replace(
    STATIC_IMPORT,
    (_match, before: string, name: string | undefined, specifier: string) => {
      names.push(name ?? '');
      specifiers.push(specifier);
      return before;
    },
  );
  if (specifiers.length === 0) return body;
  return [
    LOAD_TIMEOUT_SCRIPT,
    'const start = async () => {',
    `for (const href of ${JSON.stringify(preloads)}) {`,
    "const link = document.createElement('link');",
    "link.rel = 'modulepreload'; link.href = href; document.head.append(link);",
    '}',
    `const [${names.join(', ')}] = await Promise.all([${specifiers.map((specifier) => `import(${specifier})`).join(', ')}]);`,
    rest.trim(),
    '};',
    "if (document.visibilityState === 'hidden') start();",
    'else requestAnimationFrame(() => setTimeout(start, 0));',
  ].join('\n');
}

/**
 * Rewrites the page's HTML, piece by piece in order: the preloads it takes out are those the module
 * script, which follows them, preloads once the first frame has been painted.
 */
function createRewrite(): (text: string) => string {
  const preloads: string[] = [];
  return (text) =>
    text
      .replace(PRELOAD, (_match, href: string) => {
        preloads.push(href);
        return '';
      })
      .replace(
        MODULE_SCRIPT,
        (_match, open: string, body: string, close: string) =>
          `${open}${deferModuleScript(body, preloads)}${close}`,
      );
}

/** Where React Router's scripts begin: its preloads, then its module script, at the body's end. */
const SCRIPTS_START = /<link rel="modulepreload"|<script\b[^>]*type="module"/;

/**
 * A whole page's HTML with its module preloads taken out and its module script deferred, as
 * pieces in order: the page up to React Router's scripts as it was rendered, then the rewritten
 * rest. Only that rest is copied; the page is written out piece by piece (entry.server.tsx), not
 * joined into one more page-sized string.
 */
export function deferScriptsInPieces(html: string): string[] {
  const start = html.search(SCRIPTS_START);
  if (start < 0) return [html];
  return [html.slice(0, start), createRewrite()(html.slice(start))];
}

/** A whole page's HTML with its module preloads taken out and its module script deferred. */
export function deferScripts(html: string): string {
  return deferScriptsInPieces(html).join('');
}

/**
 * Where the part of `text` that is not yet whole begins, or -1: a tag cut off, or a module script
 * whose end has not come (its body is rewritten as a whole).
 */
function unfinishedFrom(text: string): number {
  const lastTag = text.lastIndexOf('<');
  const cutTag = lastTag >= 0 && !text.includes('>', lastTag) ? lastTag : -1;
  const lastScript = text.lastIndexOf('<script');
  const isOpenModule =
    lastScript >= 0 &&
    !text.includes('</script>', lastScript) &&
    /^<script\b[^>]*type="module"/.test(text.slice(lastScript));
  const cuts = [cutTag, isOpenModule ? lastScript : -1].filter((index) => index >= 0);
  return cuts.length > 0 ? Math.min(...cuts) : -1;
}

/**
 * The HTML stream with its module preloads taken out and its module script deferred. A tag cut
 * between two chunks is held until it is whole.
 */
export function createScriptDeferral(): Transform {
  // A character's bytes may be split between chunks (₹, Devanagari).
  const decoder = new StringDecoder('utf8');
  let held = '';
  const rewrite = createRewrite();
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = held + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
      const cut = unfinishedFrom(text);
      held = cut >= 0 ? text.slice(cut) : '';
      const ready = cut >= 0 ? text.slice(0, cut) : text;
      callback(null, ready.length > 0 ? rewrite(ready) : undefined);
    },
    flush(callback) {
      const rest = held + decoder.end();
      callback(null, rest.length > 0 ? rewrite(rest) : undefined);
    },
  });
}
