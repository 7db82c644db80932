// The weight of a page's HTML as the server sends it: raw (identity) and brotli (what a phone
// downloads: the server's own compression, `accept-encoding: br`), for the three kinds of public
// page a shopper lands on. Used by `npm run bench` (the goals) and by the CI gate
// (e2e/tests/budgets.spec.ts: the measured ceilings, so nothing grows unseen).
import { request } from 'node:http';

export type PageKind = 'home' | 'listing' | 'product';

export interface HtmlWeight {
  kind: PageKind;
  path: string;
  rawBytes: number;
  brotliBytes: number;
}

interface Bytes {
  raw: number;
  brotli: number;
}

const KB = 1024;

/** The goals of docs/decisions/page-weight.md: what one round trip of a slow 4G start carries. */
export const HTML_GOALS: Record<PageKind, Bytes> = {
  product: { raw: 60 * KB, brotli: 14 * KB },
  listing: { raw: 70 * KB, brotli: 16 * KB },
  home: { raw: 70 * KB, brotli: 16 * KB },
};

/**
 * The ceilings enforced in CI, the measured figures plus a little (the demo catalogue's pages:
 * product 137/26 KB, sarees listing 129/24 KB, home 152/26 KB). They come down as the pages do.
 */
export const HTML_CEILINGS: Record<PageKind, Bytes> = {
  product: { raw: 145 * KB, brotli: 28 * KB },
  listing: { raw: 135 * KB, brotli: 26 * KB },
  home: { raw: 160 * KB, brotli: 28 * KB },
};

function bodyBytes(url: string, encoding: string): Promise<number> {
  // Node's fetch would decompress: ask for the bytes as they come, and count those.
  return new Promise((resolve, reject) => {
    const asked = request(url, { headers: { 'accept-encoding': encoding } }, (answer) => {
      if (answer.statusCode !== 200) {
        answer.resume();
        reject(new Error(`${url} answered ${answer.statusCode}`));
        return;
      }
      const sent = answer.headers['content-encoding'] ?? 'identity';
      if (sent !== encoding) {
        answer.resume();
        reject(new Error(`${url} was sent as ${sent}, not ${encoding}`));
        return;
      }
      let bytes = 0;
      answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
      answer.on('end', () => resolve(bytes));
      answer.on('error', reject);
    });
    asked.on('error', reject);
    asked.end();
  });
}

/** Each page's HTML, raw and brotli, from the running server at `origin`. */
export async function measureHtmlWeight(
  origin: string,
  pages: ReadonlyArray<{ kind: PageKind; path: string }>,
): Promise<HtmlWeight[]> {
  const weights: HtmlWeight[] = [];
  for (const page of pages) {
    const url = new URL(page.path, origin).href;
    weights.push({
      ...page,
      rawBytes: await bodyBytes(url, 'identity'),
      brotliBytes: await bodyBytes(url, 'br'),
    });
  }
  return weights;
}
