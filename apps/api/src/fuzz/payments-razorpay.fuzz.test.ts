// Property-based fuzzing of the routes only the Razorpay provider registers (its
// checkout page, opener script, callback and webhook), which the sandbox app of the other fuzz
// files does not have: bad input must never answer 5xx or show internals.
import { describe } from 'vitest';
import { fuzzSuite } from '../../test/fuzz/suite.ts';

describe('fuzzing the Razorpay payment routes', () => {
  fuzzSuite('src/fuzz/payments-razorpay.fuzz.test.ts', [], {
    extraRoutes: true,
    env: {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_fuzz',
      RAZORPAY_KEY_SECRET: 'fuzz-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'fuzz-webhook-secret',
    },
  });
});
