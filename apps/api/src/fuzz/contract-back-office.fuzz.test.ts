// Property-based fuzzing of the back office's catalogue endpoints, open to the operator
// and approved sellers: generated bad input, signed out, as a customer and as the operator, must
// never answer 5xx, must fail in the error envelope and must never show internals.
import { describe } from 'vitest';
import { endpointNames, fuzzSuite } from '../../test/fuzz/suite.ts';

describe('fuzzing the back-office endpoints of the contract', () => {
  fuzzSuite(
    'src/fuzz/contract-back-office.fuzz.test.ts',
    endpointNames(['backOffice', 'seller']),
    {},
  );
});
