// The admin module owns the back office's API (operator and seller calls) and its audit trail; the
// operator's CLI (src/cli) is a client of the same actions, so both write the same audit rows.
export { registerAdminRoutes } from './admin.routes.ts';
export { createOperatorActions, type OperatorActions } from './operator-actions.ts';
export type { Actor } from './shared/operator.ts';
export { audit } from './shared/operator.ts';
