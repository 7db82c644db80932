// The back office's page from apps/admin/dist: in a real shop taking test payments it opens with
// the test shop's strip, on every /admin address; in any other shop it is the file as built.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { BACK_OFFICE_TEST_SHOP_STRIP, registerAdminWeb } from './admin-web.ts';

const INDEX =
  '<!doctype html>\n<html lang="en-IN">\n  <head><title>Haat back office</title></head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

const distDir = mkdtempSync(path.join(tmpdir(), 'haat-admin-dist-'));
mkdirSync(path.join(distDir, 'assets'));
writeFileSync(path.join(distDir, 'index.html'), INDEX);
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

async function backOffice(testPayments: boolean, url: string): Promise<string> {
  const app = Fastify();
  await registerAdminWeb(app, distDir, { testPayments });
  const page = await app.inject({ method: 'GET', url });
  await app.close();
  expect(page.statusCode).toBe(200);
  return page.body;
}

describe('the back office page', () => {
  it('opens with the test shop strip, before the app, while test payments are on', async () => {
    for (const url of ['/admin', '/admin/orders/OD1']) {
      const body = await backOffice(true, url);
      expect(body).toContain(`<body>\n${BACK_OFFICE_TEST_SHOP_STRIP}\n    <div id="root">`);
    }
  });

  it('is the file as built otherwise', async () => {
    expect(await backOffice(false, '/admin')).toBe(INDEX);
  });
});
