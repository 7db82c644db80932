// The weight of a page's HTML as the server sends it: raw (identity) and brotli (what a phone
// downloads: the server's own compression, `accept-encoding: br`), for the three kinds of public
// page a shopper lands on. Used by `npm run bench` (the goals) and by the CI gate
// (e2e/tests/budgets.spec.ts: the measured ceilings, so nothing grows unseen).
import { request } from 'node:http';

/** 'product-hi': the product page in Hindi (/hi/product/…), its raw bytes allowed a tenth more. */
export type PageKind = 'home' | 'listing' | 'product' | 'product-hi';

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
  // The same page in Hindi: as much to read, but a Devanagari letter is 3 bytes in UTF-8 against
  // a Latin letter's 1, so its raw bytes may be a tenth more; what a phone downloads (brotli) is
  // held to the product page's goal.
  'product-hi': { raw: 66 * KB, brotli: 14 * KB },
  listing: { raw: 70 * KB, brotli: 16 * KB },
  home: { raw: 70 * KB, brotli: 16 * KB },
};

/**
 * The ceilings enforced in CI, the measured figures plus a little (the demo catalogue's pages,
 * with the stylesheet as a file and the menus' columns fetched when wanted: product 51.8 / 10.4 KB,
 * sarees listing 46.9 / 9.5 KB, home 65.9 / 10.7 KB; they were 137 / 26, 129 / 24 and 152 / 26).
 * Each is within its goal, so a page that grows past its goal fails CI too.
 */
export const HTML_CEILINGS: Record<PageKind, Bytes> = {
  product: { raw: 58 * KB, brotli: 12 * KB },
  // Devanagari is 3 bytes a letter in UTF-8: 60.6 / 11.6 KB measured (titles, descriptions and
  // category names in Hindi) against English's 52.9 / 10.6. With the declarations and the seller
  // block the Legal Metrology and E-Commerce Rules require on the page, and the company's details
  // in the footer: 65.6 / 12.7 KB measured (English 55.1 / 11.1), still inside the goal.
  'product-hi': { raw: 66 * KB, brotli: 13 * KB },
  listing: { raw: 54 * KB, brotli: 11 * KB },
  home: { raw: 70 * KB, brotli: 12.5 * KB },
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
