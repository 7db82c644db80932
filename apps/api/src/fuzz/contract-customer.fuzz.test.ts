// Property-based fuzzing of the customer endpoints of the contract: generated bad input, signed
// out, as a customer and as the operator, must never answer 5xx, must fail in the error envelope
// and must never show internals. FUZZ_SEED replays, FUZZ_RUNS sets the runs per route and caller.
import { describe } from 'vitest';
import { endpointNames, fuzzSuite } from '../../test/fuzz/suite.ts';

describe('fuzzing the customer endpoints of the contract', () => {
  fuzzSuite('src/fuzz/contract-customer.fuzz.test.ts', endpointNames(['customer']), {});
});
