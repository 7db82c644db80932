// The notice that a page's script did not arrive (docs/spec.md §9: script chunk loading times out
// after 120 s), written into the page's module script by the server (lib/deferred-scripts.ts): it
// must work when none of the page's own code has come, so it is none of it, and it costs the
// shopper's first download nothing. It defines `window.haatLoadTimeout` (what lib/chunk-timeout.ts
// calls for a part or a next page that never came) and calls it itself if the page has not
// hydrated 120 s after its scripts were asked for. The sentences are those of a page whose code
// failed to arrive (app/route-error.tsx), in the page's language.
import { messages as m } from '../messages';
import { CHUNK_TIMEOUT_MS, LOAD_TIMEOUT_ID } from './chunk-timeout';

/** A string as a script literal that cannot end the inline script it stands in. */
const literal = (text: string) => JSON.stringify(text).replace(/</g, '\\u003c');

export const LOAD_TIMEOUT_SCRIPT = [
  'window.haatLoadTimeout = (href) => {',
  `if (document.getElementById(${literal(LOAD_TIMEOUT_ID)})) return;`,
  "const notice = document.createElement('div');",
  `notice.id = ${literal(LOAD_TIMEOUT_ID)}; notice.setAttribute('role', 'alert');`,
  "const text = document.createElement('p'); const title = document.createElement('strong');",
  `title.textContent = ${literal(m.errors.chunkTitle)};`,
  `text.append(title, ' ', ${literal(m.errors.chunkBody)});`,
  "const retry = document.createElement('button');",
  "retry.type = 'button'; retry.className = 'button button-primary';",
  `retry.textContent = ${literal(m.errors.tryAgain)};`,
  'retry.onclick = () => (href ? location.assign(href) : location.reload());',
  'notice.append(text, retry); document.body.append(notice);',
  '};',
  `setTimeout(() => document.documentElement.dataset.hydrated || window.haatLoadTimeout(), ${CHUNK_TIMEOUT_MS});`,
].join('\n');
