// The strip at the top of every page while a real shop takes test payments
// (docs/decisions/going-live.md, "Test payments in a real shop"). The server writes it into the
// page's HTML right after <body> (entry.server.tsx); no component renders it, so no page's
// JavaScript grows by a byte and a shop without test payments sends nothing of it. Its element is
// one React never renders: hydrating the document, React skips an element of <body> whose tag
// none of its own has, so the strip stays as the server wrote it, page after page.
import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';
import { messages as m } from '../messages/test-shop';

const BODY_OPEN = '<body>';

/** The strip's markup, in this build's language; styled by `haat-test-shop` in styles.css. */
export const TEST_SHOP_STRIP = `<haat-test-shop role="note">${m.testShop.strip}</haat-test-shop>`;

/** The page with the strip as the first thing in its body (the page as it was without a body). */
export function withTestShopStrip(html: string): string {
  const at = html.indexOf(BODY_OPEN);
  if (at < 0) return html;
  const end = at + BODY_OPEN.length;
  return `${html.slice(0, end)}${TEST_SHOP_STRIP}${html.slice(end)}`;
}

/** The same for a page that streams: held until its body opens, then passed on as it comes. */
export function createTestShopStripInsertion(): Transform {
  const decoder = new StringDecoder('utf8');
  let head = '';
  let inserted = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      // A character's bytes may be split between chunks (₹, Devanagari): decoded as one stream.
      const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
      if (inserted) return callback(null, text.length > 0 ? text : undefined);
      head += text;
      if (!head.includes(BODY_OPEN)) return callback();
      inserted = true;
      const page = withTestShopStrip(head);
      head = '';
      callback(null, page);
    },
    flush(callback) {
      const rest = head + decoder.end();
      callback(null, rest.length > 0 ? rest : undefined);
    },
  });
}
