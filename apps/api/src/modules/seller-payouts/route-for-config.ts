// Which Route this server speaks to: Razorpay's with the key pair when PAYMENT_PROVIDER=razorpay,
// else the sandbox gateway's (no keys, no money), whose records are the shop database's.
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createRazorpayRouteApi, type RouteApi } from './route-api.ts';
import { createSandboxRouteApi } from './sandbox-route.ts';

/** One sandbox per database in a process: its memory is a cache of that database's records. */
const sandboxes = new WeakMap<Database, RouteApi>();

export function createRouteForConfig(config: Config, db: Database, timeoutMs?: number): RouteApi {
  const { keyId, keySecret, apiUrl } = config.razorpay;
  if (config.paymentProvider === 'razorpay' && keyId && keySecret) {
    return createRazorpayRouteApi({
      baseUrl: apiUrl,
      keyId,
      keySecret,
      timeoutMs: timeoutMs ?? config.razorpay.timeoutMs,
    });
  }
  let sandbox = sandboxes.get(db);
  if (!sandbox) {
    sandbox = createSandboxRouteApi(db);
    sandboxes.set(db, sandbox);
  }
  return sandbox;
}
