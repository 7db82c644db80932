// `npm run admin -- demo:remove [--yes]`: removes the demo from a shop that began as one
// (docs/decisions/going-live.md, "Removing the demo"). It always opens the database itself: on the
// embedded database it refuses while a server holds it (stop the server first); on PostgreSQL it
// tells the running servers afterwards, so they drop their kept catalogue and sessions.
import path from 'node:path';
import type { Config } from '../config.ts';
import { notifyChanges } from '../db/change-feed.ts';
import { systemClock } from '../lib/clock.ts';
import { SESSIONS_CHANNEL } from '../lib/session-versions.ts';
import { createStorage } from '../lib/storage.ts';
import type { Actor } from '../modules/admin/index.ts';
import { CATALOG_CHANNEL } from '../modules/catalog/index.ts';
import {
  DemoRemovalRefused,
  NoDemoDataError,
  countDemoRows,
  removeDemo,
  type DemoRemovalSummary,
} from '../seed/demo-remove.ts';
import { UsageError } from './cli-arguments.ts';
import { CliRefusal } from './cli-backend.ts';
import { openDatabaseAlone } from './cli-database.ts';

/** The word the operator types to go ahead. */
export const CONFIRM_WORD = 'remove';

export interface DemoRemoveIo {
  out(line: string): void;
  err(line: string): void;
  /** Asks on the terminal; absent: there is none (then only --yes goes ahead). */
  ask?: (question: string) => Promise<string>;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function describeRemoval(summary: DemoRemovalSummary): string[] {
  const { removed, kept, files } = summary;
  const others =
    removed.ordersOfOtherShoppers > 0
      ? ` (${removed.ordersOfOtherShoppers} of them by other shoppers, on demo products)`
      : '';
  const lines = [
    'Removed the demo:',
    `  ${plural(removed.operators, 'operator')}, ${plural(removed.shoppers, 'shopper')}, ${plural(removed.sellers, 'seller')}`,
    `  ${plural(removed.products, 'product')}, ${plural(removed.orders, 'order')}${others}, ${plural(removed.invoices, 'invoice or credit note', 'invoices and credit notes')}, ${plural(removed.reviews, 'review')}`,
    `  ${plural(removed.coupons, 'coupon')}, ${plural(removed.banners, 'banner')}, ${plural(removed.offers, 'offer')}, ${plural(removed.categories, 'category', 'categories')}, ${plural(removed.brands, 'brand')}`,
    `  ${plural(files.pictures, 'picture')} and ${plural(files.documents, 'PDF')} from the store`,
  ];
  if (kept.categories + kept.brands + kept.coupons > 0) {
    lines.push(
      `Kept, because the shop's own rows use them: ${plural(kept.categories, 'category', 'categories')}, ${plural(kept.brands, 'brand')}, ${plural(kept.coupons, 'coupon')} (switched off).`,
    );
  }
  if (files.failed > 0) {
    lines.push(
      `${plural(files.failed, 'file')} could not be removed from the store; nothing shows them any more.`,
    );
  }
  return lines;
}

export async function runDemoRemove(
  config: Config,
  options: { yes: boolean; actor: Actor },
  io: DemoRemoveIo,
): Promise<number> {
  const handle = await openDatabaseAlone(config, 'demo:remove');
  try {
    const counts = await countDemoRows(handle.db);
    if (counts.size === 0) throw new NoDemoDataError();
    const where = config.databaseUrl
      ? 'PostgreSQL (DATABASE_URL)'
      : path.join(config.dataDir, 'db');
    io.err(`Using the database at ${where}.`);
    if (!options.yes) {
      if (!io.ask) {
        throw new UsageError('demo:remove asks before it removes anything: add --yes in a script.');
      }
      io.err(
        `This removes the demo's ${counts.get('sellers') ?? 0} sellers, ${counts.get('products') ?? 0} products, ` +
          `${counts.get('customers') ?? 0} shoppers, ${counts.get('orders') ?? 0} orders and its operator, ` +
          'with their pictures and invoices; what you added stays.',
      );
      const answer = await io.ask(`Type ${CONFIRM_WORD} to go ahead: `);
      if (answer.trim().toLowerCase() !== CONFIRM_WORD) {
        throw new CliRefusal('Nothing removed.');
      }
    }
    const summary = await removeDemo(handle.db, {
      storage: createStorage(config),
      clock: systemClock,
      actor: options.actor,
    });
    // Servers on the same PostgreSQL drop their kept catalogue, pages and account versions.
    if (handle.pool) {
      await notifyChanges(handle.pool, [CATALOG_CHANNEL, SESSIONS_CHANNEL]).catch((error) =>
        io.err(
          `Done, but the running servers could not be told (${error instanceof Error ? error.message : String(error)}); restart them.`,
        ),
      );
    }
    for (const line of describeRemoval(summary)) io.out(line);
    return 0;
  } catch (error) {
    if (error instanceof NoDemoDataError || error instanceof DemoRemovalRefused) {
      throw new CliRefusal(error.message);
    }
    throw error;
  } finally {
    await handle.close();
  }
}
