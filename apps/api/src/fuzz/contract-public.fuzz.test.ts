// Property-based fuzzing of the public endpoints of the contract and of every route
// outside the maps: generated bad input, signed out, as a customer and as the operator, must never
// answer 5xx, must fail in the error envelope and must never show internals. FUZZ_SEED replays,
// FUZZ_RUNS sets the runs per route and caller.
import { describe } from 'vitest';
import { endpointNames, fuzzSuite } from '../../test/fuzz/suite.ts';

describe('fuzzing the public endpoints of the contract, and every route outside the maps', () => {
  fuzzSuite('src/fuzz/contract-public.fuzz.test.ts', endpointNames(['public']), {
    extraRoutes: true,
  });
});
