// The operator's calls the CLI makes, gathered from each resource's actions: with no server
// running, the CLI calls these directly, so its answers and audit rows are the admin API's.
import { createAccountActions } from './accounts/accounts.actions.ts';
import { createCatalogIoActions } from './catalog-io/catalog-io.actions.ts';
import { createCouponActions } from './coupons/coupons.actions.ts';
import { createOrderActions } from './orders/orders.actions.ts';
import { createStockActions } from './products/products.actions.ts';
import { createSellerActions } from './sellers/sellers.actions.ts';
import type { Actor, OperatorDependencies } from './shared/operator.ts';

export function createOperatorActions(deps: OperatorDependencies, actor: Actor) {
  const orders = createOrderActions(deps, actor);
  const catalogIo = createCatalogIoActions(deps, actor);
  return {
    listOrders: orders.list,
    advanceOrder: orders.advance,
    setOrderState: orders.setState,
    setStock: createStockActions(deps, actor).setStock,
    createCoupon: createCouponActions(deps, actor).create,
    approveSeller: createSellerActions(deps, actor).approve,
    importCatalog: catalogIo.importCatalog,
    exportCatalog: catalogIo.exportCatalog,
    createAdmin: createAccountActions(deps, actor).createOperator,
  };
}

export type OperatorActions = ReturnType<typeof createOperatorActions>;
