// Which Route this server speaks to: Razorpay's with the key pair when PAYMENT_PROVIDER=razorpay,
// else the sandbox gateway's in-process one (no keys, no money).
import type { Config } from '../../config.ts';
import { createRazorpayRouteApi, type RouteApi } from './route-api.ts';
import { createSandboxRouteApi } from './sandbox-route.ts';

let sandbox: RouteApi | undefined;

export function createRouteForConfig(config: Config, timeoutMs?: number): RouteApi {
  const { keyId, keySecret, apiUrl } = config.razorpay;
  if (config.paymentProvider === 'razorpay' && keyId && keySecret) {
    return createRazorpayRouteApi({
      baseUrl: apiUrl,
      keyId,
      keySecret,
      timeoutMs: timeoutMs ?? config.razorpay.timeoutMs,
    });
  }
  // One sandbox per process: its simulated accounts and transfers outlive a request.
  sandbox ??= createSandboxRouteApi();
  return sandbox;
}
