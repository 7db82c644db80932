// The back office's figures at /admin: the JavaScript its first page loads (read from
// the built index.html, as a browser reads it) and Lighthouse's accessibility score on its product
// list and product edit pages, signed in as the demo operator. The session lives in the tab's
// sessionStorage, so the audit runs in a tab driven by puppeteer-core (Lighthouse's own driver;
// it downloads nothing) that signed in first, with Lighthouse told not to clear storage.
import { navigation } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS, CHROMIUM } from './frontend.ts';
import { measureBackOfficeJs } from './back-office-js.ts';

export interface BackOfficeFigures {
  /** The heaviest page's initial JS, gzip, and what it is. */
  initialJsGzipBytes: number;
  initialJsFiles: number;
  heaviestPage: string;
  /** The lightest page's, for the spread. */
  lightestJsGzipBytes: number;
  pages: Array<{ page: string; path: string; accessibility: number }>;
}

/** The session's key in sessionStorage (apps/admin/src/lib/api.ts). */
const TOKEN_KEY = 'haat.backOffice.token';

async function operatorToken(origin: string, account: { email: string; password: string }) {
  const answer = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!answer.ok) throw new Error(`operator sign-in answered ${answer.status}`);
  return ((await answer.json()) as { token: string }).token;
}

export async function runBackOfficeAudit(
  origin: string,
  distDir: string,
  account: { email: string; password: string },
  productId: string,
  log: (line: string) => void,
): Promise<BackOfficeFigures> {
  const weights = measureBackOfficeJs(distDir).sort((a, b) => b.gzipBytes - a.gzipBytes);
  const heaviest = weights[0]!;
  const token = await operatorToken(origin, account);
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  const pages: BackOfficeFigures['pages'] = [];
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/admin/sign-in`);
    await page.evaluate((key, value) => sessionStorage.setItem(key, value), TOKEN_KEY, token);
    for (const [name, pagePath] of [
      ['products list', '/admin/products'],
      ['product edit', `/admin/products/${productId}`],
    ] as const) {
      // Lighthouse now and then records no trace (NO_NAVSTART) and scores nothing: run it again.
      let result: Awaited<ReturnType<typeof navigation>>;
      for (let attempt = 1; ; attempt += 1) {
        result = await navigation(page, `${origin}${pagePath}`, {
          flags: {
            disableStorageReset: true,
            onlyCategories: ['accessibility'],
            logLevel: 'error',
          },
        });
        const failure = result?.lhr.runtimeError?.message;
        if (!failure && result?.lhr.categories.accessibility?.score != null) break;
        if (attempt === 3) throw new Error(`Lighthouse on ${pagePath}: ${failure ?? 'no score'}`);
        log(`lighthouse back office ${pagePath}: ${failure ?? 'no score'}; running it again`);
      }
      const shown = result?.lhr.finalDisplayedUrl ?? '';
      // A lost session lands on the sign-in page, which must not be scored in place of this one.
      if (!shown.endsWith(pagePath)) throw new Error(`${pagePath} showed ${shown}, not the page`);
      const score = Math.round((result?.lhr.categories.accessibility?.score ?? 0) * 100);
      log(`lighthouse back office ${name}: accessibility ${score}`);
      pages.push({ page: name, path: pagePath, accessibility: score });
    }
  } finally {
    await browser.close();
  }
  return {
    initialJsGzipBytes: heaviest.gzipBytes,
    initialJsFiles: heaviest.files,
    heaviestPage: heaviest.page,
    lightestJsGzipBytes: weights.at(-1)!.gzipBytes,
    pages,
  };
}
