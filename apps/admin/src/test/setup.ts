import { configure } from '@testing-library/react';

// findBy/waitFor return as soon as what they look for is there; 15 s is only how long they keep
// looking on a busy machine before calling it missing (docs/decisions/busy-machine-tests.md).
configure({ asyncUtilTimeout: 15_000 });
