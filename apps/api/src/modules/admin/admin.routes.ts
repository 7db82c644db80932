// The back office's API, one folder per thing it manages, each with its routes → service
// (→ repository). Operators reach every call, approved sellers the ones scoped to their own
// products, orders and profile (shared/route-access.ts).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { bookReturnPickup, courierDependencies } from '../couriers/index.ts';
import { registerAccountRoutes } from './accounts/accounts.routes.ts';
import { registerAuditRoutes } from './audit/audit.routes.ts';
import { registerBrandRoutes } from './brands/brands.routes.ts';
import { registerCatalogIoRoutes } from './catalog-io/catalog-io.routes.ts';
import { registerCategoryRoutes } from './categories/categories.routes.ts';
import { registerContentRoutes } from './content/content.routes.ts';
import { registerCouponRoutes } from './coupons/coupons.routes.ts';
import { registerOrderRoutes } from './orders/orders.routes.ts';
import { registerPictureRoutes } from './pictures/pictures.routes.ts';
import { registerProductRoutes } from './products/products.routes.ts';
import { registerRefundRoutes } from './refunds/refunds.routes.ts';
import { registerReturnRoutes } from './returns/returns.routes.ts';
import {
  registerSellerMoneyRoutes,
  type CodRemittancesOf,
  type SettlementUtrs,
} from './seller-money/seller-money.routes.ts';
import { registerSearchSynonymRoutes } from './search-synonyms/search-synonyms.routes.ts';
import { registerSellerRoutes } from './sellers/sellers.routes.ts';
import { createRouteAccess } from './shared/route-access.ts';
import { registerShipmentRoutes } from './shipments/shipments.routes.ts';

export function registerAdminRoutes(
  app: FastifyInstance,
  context: AppContext,
  /** What other modules lend the back office's pages (modules that themselves reach admin). */
  lent: { settlementUtrs: SettlementUtrs; codRemittancesOf: CodRemittancesOf },
): void {
  const access = createRouteAccess(context);
  registerAccountRoutes(app, context, access);
  registerProductRoutes(app, access);
  registerPictureRoutes(app, context);
  registerCategoryRoutes(app, access);
  registerBrandRoutes(app, access);
  registerContentRoutes(app, access);
  registerOrderRoutes(app, context, access);
  registerShipmentRoutes(app, access);
  registerRefundRoutes(app, access);
  registerSellerMoneyRoutes(app, access, lent.settlementUtrs, lent.codRemittancesOf);
  const couriers = courierDependencies(context);
  registerReturnRoutes(app, access, { config: context.config, db: context.db }, (input) =>
    bookReturnPickup(couriers, input),
  );
  registerCouponRoutes(app, access);
  registerSearchSynonymRoutes(app, access);
  registerSellerRoutes(app, access);
  registerAuditRoutes(app, access);
  registerCatalogIoRoutes(app, context);
}
