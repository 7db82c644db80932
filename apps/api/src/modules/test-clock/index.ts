// The test clock's calls: a server started for the journeys (HAAT_TEST_CLOCK) moves its clock forward
// through them, past a return window or into the next month (docs/decisions/test-clock.md).
export { registerTestClockRoutes, TEST_CLOCK_PATH } from './test-clock.routes.ts';
