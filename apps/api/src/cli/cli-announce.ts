// What the CLI's writes tell the running servers. A server drops its kept catalogue answers and
// pages (and the account versions it keeps) when a write of its own answers, and hears of the
// other servers' writes through PostgreSQL NOTIFY (db/change-feed.ts). The CLI, when it holds the
// database itself, writes outside every server: so after each write action it sends the same
// notices, and every running process is fresh within milliseconds rather than after its TTL.
import { CATALOG_CHANNEL } from '../modules/catalog/index.ts';
import { SESSIONS_CHANNEL } from '../lib/session-versions.ts';
import type { OperatorActions } from '../modules/admin/index.ts';

type Channel = typeof CATALOG_CHANNEL | typeof SESSIONS_CHANNEL;

/**
 * The channels each action announces. Every action is listed, so a new one must say what it
 * changes; a read announces nothing. Order moves change stock (a cancellation returns it), a
 * coupon may show on the storefront, and a seller's standing decides both which products are
 * shown and whether the seller's sessions stand.
 */
const ANNOUNCED: { readonly [Name in keyof OperatorActions]: readonly Channel[] } = {
  listOrders: [],
  exportCatalog: [],
  advanceOrder: [CATALOG_CHANNEL],
  setOrderState: [CATALOG_CHANNEL],
  setStock: [CATALOG_CHANNEL],
  createCoupon: [CATALOG_CHANNEL],
  approveSeller: [CATALOG_CHANNEL, SESSIONS_CHANNEL],
  importCatalog: [CATALOG_CHANNEL],
  createAdmin: [SESSIONS_CHANNEL],
};

export type Announce = (channels: readonly Channel[]) => Promise<void>;

/**
 * The actions, each write followed by its notices. Sent even when the action fails: a failure
 * after part of an import committed must not leave servers showing the old catalogue, and a
 * notice for nothing only costs the servers one cache refill. A notice that cannot be sent is
 * reported through `onAnnounceFailed` and never turns a done write into a failure.
 */
export function announceWrites(
  actions: OperatorActions,
  announce: Announce,
  onAnnounceFailed: (error: unknown) => void,
): OperatorActions {
  const wrapped: Record<string, unknown> = { ...actions };
  for (const name of Object.keys(ANNOUNCED) as (keyof OperatorActions)[]) {
    const channels = ANNOUNCED[name];
    if (channels.length === 0) continue;
    const action = actions[name] as (...args: unknown[]) => Promise<unknown>;
    wrapped[name] = async (...args: unknown[]) => {
      try {
        return await action(...args);
      } finally {
        await announce(channels).catch(onAnnounceFailed);
      }
    };
  }
  return wrapped as OperatorActions;
}
