// The back office under /admin (plugins/admin-web.ts), served from a build laid out as
// `vite build` lays apps/admin/dist: its index.html for every address, and the tab's icon that
// index.html links (the storefront's, written into the build), which answered 404 before.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';

const REPO = path.resolve(import.meta.dirname, '../../../..');
const STOREFRONT_ICON = path.join(REPO, 'apps/web/public/favicon.svg');

/** A back office build: the source index.html (the links it makes), its icon, and one asset. */
function adminBuild(withIcon: boolean): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'haat-admin-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  copyFileSync(path.join(REPO, 'apps/admin/index.html'), path.join(dir, 'index.html'));
  writeFileSync(path.join(dir, 'assets', 'index-test.js'), 'export {};\n');
  if (withIcon) copyFileSync(STOREFRONT_ICON, path.join(dir, 'favicon.svg'));
  return dir;
}

/** The icon address the back office's index.html asks the browser to load. */
function linkedIcon(html: string): string {
  const link = /<link rel="icon"[^>]*href="([^"]+)"/.exec(html)?.[1];
  if (!link) throw new Error('the back office links no icon');
  return link;
}

describe('the back office icon', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = adminBuild(true);
    t = await createTestApp({ adminDir: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 200 with the storefront icon at the address index.html links', async () => {
    const page = await t.app.inject({ url: '/admin/orders' });
    expect(page.statusCode).toBe(200);
    const href = linkedIcon(page.body);
    expect(href).toBe('/admin/favicon.svg');
    const icon = await t.app.inject({ url: href });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    expect(icon.rawPayload.equals(readFileSync(STOREFRONT_ICON))).toBe(true);
  });
});

describe('a back office build without its icon', () => {
  it('answers 404 for it, not the page', async () => {
    const dir = adminBuild(false);
    const t = await createTestApp({ adminDir: dir });
    try {
      const icon = await t.app.inject({ url: '/admin/favicon.svg' });
      expect(icon.statusCode).toBe(404);
      expect(icon.headers['content-type']).not.toContain('text/html');
    } finally {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
