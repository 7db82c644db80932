// The API test files the PostgreSQL pass runs (the `api-postgres` project, with DATABASE_URL set;
// .ci/run's last stage). Every API file runs on PGlite in `npm test`; on PostgreSQL only those
// whose behaviour depends on the database. scripts/postgres-files.test.ts finds the first kind
// from the code and fails when one is missing here; docs/testing.md says how a file gets on.

/**
 * Files that use what only a PostgreSQL server has: they skip or branch on PGlite, open PostgreSQL
 * themselves, set DATABASE_URL, or exercise pg-boss, LISTEN/NOTIFY, locking, several processes or
 * machines, backup/restore and db:move, migrations, a restart of the database.
 */
export const POSTGRES_FEATURE_FILES: readonly string[] = [
  'src/cli/admin-cli-processes.test.ts',
  'src/cli/admin-cli.test.ts',
  'src/cluster.test.ts',
  'src/config.test.ts',
  'src/database-restart.test.ts',
  'src/database-unavailable.test.ts',
  // The test clock's refusal to start with several processes (a DATABASE_URL in its config).
  'src/modules/test-clock/test-clock.test.ts',
  'src/db/migrate-cli.test.ts',
  'src/db/statement-cache.test.ts',
  'src/db/transaction-retry.test.ts',
  'src/db/transfer/backup-cli.test.ts',
  'src/db/transfer/backup-object.test.ts',
  'src/db/transfer/move-cli.test.ts',
  'src/going-live.test.ts',
  'src/jobs-processes.test.ts',
  'src/jobs/pg-boss-queue.test.ts',
  'src/lib/server-secret.test.ts',
  'src/main.test.ts',
  'src/metrics.test.ts',
  'src/modules/catalog/catalog-processes.test.ts',
  'src/modules/checkout/checkout-deadlock.test.ts',
  'src/modules/checkout/checkout-processes.test.ts',
  'src/modules/checkout/checkout-shutdown.test.ts',
  // A database whose LC_CTYPE is C: no trigrams of Devanagari (docs/decisions/search-languages.md).
  'src/modules/search/search-c-locale.test.ts',
  // The settlement run: one at a time by a pg_advisory_lock another session cannot take; two runs,
  // a replayed webhook, a restart mid-run and a refund racing the release, each transfer once.
  'src/modules/settlement/settlement.test.ts',
  // The seller's balance: two runs without the lock meet on the server's unique key, once.
  'src/modules/settlement/settlement-balance.test.ts',
  'src/plugins/session-processes.test.ts',
  'src/two-machines.test.ts',
];

/**
 * Route files run on PostgreSQL on purpose, though they would pass on either: the app built on a
 * PostgreSQL pool by the DATABASE_URL switch, under the shop's busiest writes (cart, stock, orders).
 */
export const POSTGRES_ROUTE_FILES: readonly string[] = [
  'src/modules/cart/cart.test.ts',
  'src/modules/checkout/checkout.test.ts',
  'src/modules/orders/orders.test.ts',
  // Returns: an approve and a cancel at once, a step asked twice at once, on row locks.
  'src/modules/orders/returns.test.ts',
  // A return's pickup: two bookings at once meet at its row's hold; its scans lock the parcel
  // and the return, so the refund is owed once.
  'src/modules/couriers/return-pickups.test.ts',
  // Couriers: a cancelled part booked again three times at once meets on the partial unique
  // index of its live booking (one new AWB); labels, manifest and the list on the server's SQL.
  'src/modules/couriers/labels-manifest.test.ts',
  // Devanagari and Hinglish search, and the operator's synonyms, on the server's own locale.
  'src/modules/search/search-languages.test.ts',
  // Suggestions' candidates, read in popularity order or from the text index, and the
  // vocabulary's product counts (ts_stat, pg_class) on the server itself.
  'src/modules/search/search.test.ts',
  // Online checkout through Razorpay's stand-in: a start that fails gives the goods and cart back
  // and frees its key on the pool; the reconciliation job and a late webhook pay an order once.
  'src/modules/payments/razorpay-checkout.test.ts',
  // Complaints' stored deadlines read back by a restarted server, overdue first in the queue,
  // and a ticket's change on its locked row (timestamps and jsonb through node-postgres).
  'src/modules/grievances/grievances.test.ts',
  // Couriers: two bookings of one parcel at once meet on a unique index and a conditional hold,
  // and scans of one parcel wait on its locked row, on the server's own connections.
  'src/modules/couriers/couriers.test.ts',
  'src/modules/couriers/ndr-rto.test.ts',
  'src/modules/couriers/delhivery.test.ts',
  // Delivery estimates kept a day per pin-code pair in one table every server reads, claimed by
  // one server at a time on its primary key (an upsert with a condition), asks at once one call.
  'src/modules/couriers/estimates.test.ts',
  // COD remittances: each remittance and line kept once on a unique key, read twice or uploaded
  // twice, and the settlement run holding a courier's COD part until its cash is remitted.
  'src/modules/couriers/cod-remittance.test.ts',
  // Rows read as JSON columns: node-postgres's JSON types against drizzle's own select.
  'src/db/json-rows.test.ts',
  // A listing's statements planned per value through the pool's prepared statements.
  'src/modules/catalog/listing-plans.test.ts',
  // Sellers' money: two workers posting at once write each entry once (the ledger's unique key),
  // and the identity of every seller's money holds to the paisa on the server's own sums.
  'src/modules/payouts/seller-money.test.ts',
  // A statement of 100,000 lines: its sums and a page's running balances taken by the server, the
  // whole read through a cursor in one read-only snapshot on a connection of the pool.
  'src/modules/payouts/statement.test.ts',
  // The demo's month of sellers' money replayed to the paisa: every seller's balance, the
  // operator's sums, statements and GSTR-8 on the server's own sums and the settlement run's lock.
  'src/seed/money.test.ts',
  // The sandbox's Route kept in the database: a seed's sandbox, a restarted one and two writing at
  // once on the server's connections (each write holds only if no other came first).
  'src/modules/seller-payouts/sandbox-route.test.ts',
];

/** The `api-postgres` project's include list, relative to apps/api. */
export const POSTGRES_TEST_FILES: readonly string[] = [
  ...POSTGRES_FEATURE_FILES,
  ...POSTGRES_ROUTE_FILES,
];
