// What every module's routes receive from the composition root (app.ts). Types only: modules
// import this file, never app.ts, so the import graph points down from the root.
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { Lifecycle } from './lib/lifecycle.ts';
import type { SmsSender } from './lib/sms/index.ts';
import type { Storage } from './lib/storage.ts';
import type { PaymentProvider } from './lib/payment-provider.ts';
import type { Auth } from './plugins/auth.ts';
import type { ShopMode } from './lib/shop-mode.ts';

export interface AppContext {
  db: Database;
  config: Config;
  clock: Clock;
  /** requireCustomer / optionalCustomer / requireAdmin preHandlers and token issuing. */
  auth: Auth;
  sms: SmsSender;
  payments: PaymentProvider;
  /** Pictures and invoice PDFs (STORAGE): made once, from the configuration. */
  storage: Storage;
  /** A demo or a real shop, and a real one's trial switches (docs/decisions/going-live.md). */
  shop: ShopMode;
  /** Whether the process is shutting down (readiness answers 503 then); absent: never. */
  lifecycle?: Lifecycle;
}
