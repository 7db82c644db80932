// The front end as a phone meets it: Lighthouse 12's default (mobile) preset in Debian's
// Chromium, 3 runs per page, medians; and axe-core on every route of docs/spec.md §2.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { axeOn } from '../e2e/tests/support/axe.ts';
import {
  TOKEN_STORAGE_KEY,
  collectSpecRoutes,
  ensureSomethingInCart,
  finiteAnimationsDone,
  signInDemoCustomer,
} from '../e2e/tests/support/spec-routes.ts';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** axe rules of WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface LighthouseFigures {
  page: string;
  path: string;
  runs: number;
  performance: number;
  accessibility: number;
  seo: number;
  lcpMs: number;
  /** First contentful paint: how much of the LCP is the first paint itself. */
  fcpMs: number;
  /** What Lighthouse found the largest paint to be (a selector), to say what the LCP waits for. */
  lcpElement: string;
  cls: number;
  tbtMs: number;
}

export interface AxeFigures {
  routes: number;
  viewports: number[];
  violations: number;
  byRoute: Array<{ route: string; path: string; violations: Array<{ id: string; nodes: number }> }>;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The LCP element's selector from the audit's details (a table of one node, in Lighthouse 12). */
function describeLcpElement(details: unknown): string {
  const found = JSON.stringify(details ?? {}).match(/"selector":"([^"]*)"/);
  return found?.[1] ?? 'unknown';
}

/**
 * Whether this machine has the Devanagari face an Android phone has (Noto Sans Devanagari): the
 * Hindi pages name it first, so with it they render as on the phone Lighthouse emulates; without
 * it (a bare Debian) Chromium searches its fonts for every Devanagari letter and then swaps in the
 * self-hosted face, which costs a Hindi page 60–120 ms of blocking time that no phone pays
 * (docs/decisions/hindi.md). `apt-get install fonts-noto-core` gives the machine the phone's face.
 */
export const HAS_PHONE_DEVANAGARI_FACE =
  (spawnSync('fc-list', [':family=Noto Sans Devanagari'], { encoding: 'utf8' }).stdout ?? '').trim()
    .length > 0;

async function lighthouseOnce(url: string) {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'haat-lh-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
      lcpElement: describeLcpElement(lhr.audits['largest-contentful-paint-element']?.details),
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    };
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * Lighthouse now and then fails to record a trace in headless Chromium (NO_NAVSTART, seen after
 * a 38-minute run): such a run measured nothing, so it is run again, at most twice more.
 */
async function lighthouseWithRetries(url: string, log: (line: string) => void) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url);
    } catch (error) {
      if (attempt >= 3) throw error;
      log(`lighthouse ${url}: ${error instanceof Error ? error.message : error}; running it again`);
    }
  }
}

/** Lighthouse mobile on each page, `runs` times, each figure the median of its runs. */
export async function runLighthouse(
  origin: string,
  pages: Array<{ page: string; path: string }>,
  runs: number,
  log: (line: string) => void,
): Promise<LighthouseFigures[]> {
  const figures: LighthouseFigures[] = [];
  for (const { page, path: pagePath } of pages) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      results.push(await lighthouseWithRetries(`${origin}${pagePath}`, log));
      log(`lighthouse ${page} run ${run + 1}/${runs}: performance ${results.at(-1)!.performance}`);
    }
    figures.push({
      page,
      path: pagePath,
      runs,
      performance: median(results.map((result) => result.performance)),
      accessibility: median(results.map((result) => result.accessibility)),
      seo: median(results.map((result) => result.seo)),
      lcpMs: Math.round(median(results.map((result) => result.lcpMs))),
      fcpMs: Math.round(median(results.map((result) => result.fcpMs))),
      lcpElement: results[0]?.lcpElement ?? '',
      cls: Math.round(median(results.map((result) => result.cls)) * 1000) / 1000,
      tbtMs: Math.round(median(results.map((result) => result.tbtMs))),
    });
  }
  return figures;
}

/** axe (WCAG 2.1 A/AA) on every docs/spec.md §2 route, on a phone-sized and a desktop-sized screen. */
const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];

export async function runAxe(
  origin: string,
  log: (line: string) => void,
  viewports = VIEWPORTS,
): Promise<AxeFigures> {
  const token = await signInDemoCustomer(origin);
  const emptyCartAgain = await ensureSomethingInCart(origin, token);
  const routes = await collectSpecRoutes(origin, token);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) });
  const byRoute: AxeFigures['byRoute'] = [];
  try {
    for (const viewport of viewports) {
      for (const route of routes) {
        const context = await browser.newContext({ viewport });
        if (route.signedIn) {
          await context.addInitScript(
            ([key, value]) => window.localStorage.setItem(key!, value!),
            [TOKEN_STORAGE_KEY, token],
          );
        }
        const page = await context.newPage();
        await page.goto(`${origin}${route.path}`, { waitUntil: 'networkidle' });
        await finiteAnimationsDone(page);
        const result = await axeOn(page).withTags(WCAG_TAGS).analyze();
        const violations = result.violations.map((violation) => ({
          id: violation.id,
          nodes: violation.nodes.length,
        }));
        byRoute.push({
          route: `${route.route} @${viewport.width}px`,
          path: route.path,
          violations,
        });
        if (violations.length > 0)
          log(`axe ${route.route} @${viewport.width}px: ${violations.map((v) => v.id).join(', ')}`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await emptyCartAgain();
  }
  return {
    routes: routes.length,
    viewports: viewports.map((viewport) => viewport.width),
    violations: byRoute.reduce((sum, entry) => sum + entry.violations.length, 0),
    byRoute,
  };
}
