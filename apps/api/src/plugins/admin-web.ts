// Serves the back office (apps/admin/dist) under /admin: its hashed files with a year's
// cache, its icon (the storefront's, written into the build), and index.html (revalidated each
// time) for every other /admin address, where the app's own router takes over. Registered before
// the storefront's catch-all.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** What the back office shows atop every page while a real shop takes test payments. */
export const BACK_OFFICE_TEST_SHOP_STRIP =
  '<p class="test-shop" role="note">Test shop — no real money: orders paid by test payment cannot be shipped.</p>';

/**
 * The back office's page, with the test shop's strip first in its body when `testPayments`
 * (docs/decisions/going-live.md): written here, outside the app's root, so the back office's
 * JavaScript carries none of it and React never replaces it.
 */
export function backOfficeIndex(html: string, testPayments: boolean): string {
  return testPayments ? html.replace('<body>', `<body>\n${BACK_OFFICE_TEST_SHOP_STRIP}`) : html;
}

export async function registerAdminWeb(
  app: FastifyInstance,
  distDir: string,
  options: { testPayments: boolean },
): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return;
  const index = Buffer.from(backOfficeIndex(readFileSync(indexFile, 'utf8'), options.testPayments));
  await app.register(fastifyStatic, {
    root: path.join(distDir, 'assets'),
    prefix: '/admin/assets/',
    decorateReply: false,
    wildcard: false,
    maxAge: '365d',
    immutable: true,
  });
  const sendIndex = async (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex')
      .send(index);
  // What index.html links as the tab's icon; a build without one answers 404, not the page.
  const iconFile = path.join(distDir, 'favicon.svg');
  const icon = existsSync(iconFile) ? readFileSync(iconFile) : null;
  app.get('/admin/favicon.svg', async (_request, reply) =>
    icon
      ? reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(icon)
      : reply.callNotFound(),
  );
  app.get('/admin', sendIndex);
  app.get('/admin/*', sendIndex);
}
