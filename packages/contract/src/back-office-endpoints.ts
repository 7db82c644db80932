// The back office's endpoint map: every call of the operator's and the sellers' back office by
// name, gathered from one map per resource, each declared beside its schemas in
// back-office/<resource>.ts. The zod-free back-office-paths.ts and docs/api.md are derived from
// it, by resource, and the client reads the types of a call through it. A new resource is a new
// file there, added to both objects below and exported from index.ts.
import { accountsBackOfficeEndpoints } from './back-office/accounts.ts';
import { auditBackOfficeEndpoints } from './back-office/audit.ts';
import { brandsBackOfficeEndpoints } from './back-office/brands.ts';
import { catalogIoBackOfficeEndpoints } from './back-office/catalog-io.ts';
import { categoriesBackOfficeEndpoints } from './back-office/categories.ts';
import { contentBackOfficeEndpoints } from './back-office/content.ts';
import { couponsBackOfficeEndpoints } from './back-office/coupons.ts';
import { ordersBackOfficeEndpoints } from './back-office/orders.ts';
import { picturesBackOfficeEndpoints } from './back-office/pictures.ts';
import { productsBackOfficeEndpoints } from './back-office/products.ts';
import { refundsBackOfficeEndpoints } from './back-office/refunds.ts';
import { returnsBackOfficeEndpoints } from './back-office/returns.ts';
import { searchSynonymsBackOfficeEndpoints } from './back-office/search-synonyms.ts';
import { sellersBackOfficeEndpoints } from './back-office/sellers.ts';
import { shipmentsBackOfficeEndpoints } from './back-office/shipments.ts';
import { sellerPayoutsBackOfficeEndpoints } from './back-office/seller-payouts.ts';
import { sellerMoneyBackOfficeEndpoints } from './back-office/seller-money.ts';
import { grievancesBackOfficeEndpoints } from './back-office/grievances.ts';
import { whatsappBackOfficeEndpoints } from './back-office/whatsapp.ts';
import { couriersBackOfficeEndpoints } from './back-office/couriers.ts';
import { codRemittancesBackOfficeEndpoints } from './back-office/cod-remittances.ts';

/**
 * The maps by the name the contract exports them under, one per resource. Their endpoint names
 * are one namespace (a test holds them unique); the storefront's `endpoints` are another, so the
 * back office's `product` is not the storefront's.
 */
export const backOfficeEndpointCollections = {
  accountsBackOfficeEndpoints,
  productsBackOfficeEndpoints,
  picturesBackOfficeEndpoints,
  categoriesBackOfficeEndpoints,
  brandsBackOfficeEndpoints,
  catalogIoBackOfficeEndpoints,
  contentBackOfficeEndpoints,
  searchSynonymsBackOfficeEndpoints,
  ordersBackOfficeEndpoints,
  shipmentsBackOfficeEndpoints,
  returnsBackOfficeEndpoints,
  refundsBackOfficeEndpoints,
  couponsBackOfficeEndpoints,
  sellersBackOfficeEndpoints,
  auditBackOfficeEndpoints,
  sellerPayoutsBackOfficeEndpoints,
  sellerMoneyBackOfficeEndpoints,
  grievancesBackOfficeEndpoints,
  whatsappBackOfficeEndpoints,
  couriersBackOfficeEndpoints,
  codRemittancesBackOfficeEndpoints,
} as const;

export const backOfficeEndpointMap = {
  ...accountsBackOfficeEndpoints,
  ...productsBackOfficeEndpoints,
  ...picturesBackOfficeEndpoints,
  ...categoriesBackOfficeEndpoints,
  ...brandsBackOfficeEndpoints,
  ...catalogIoBackOfficeEndpoints,
  ...contentBackOfficeEndpoints,
  ...searchSynonymsBackOfficeEndpoints,
  ...ordersBackOfficeEndpoints,
  ...shipmentsBackOfficeEndpoints,
  ...returnsBackOfficeEndpoints,
  ...refundsBackOfficeEndpoints,
  ...couponsBackOfficeEndpoints,
  ...sellersBackOfficeEndpoints,
  ...auditBackOfficeEndpoints,
  ...sellerPayoutsBackOfficeEndpoints,
  ...sellerMoneyBackOfficeEndpoints,
  ...grievancesBackOfficeEndpoints,
  ...whatsappBackOfficeEndpoints,
  ...couriersBackOfficeEndpoints,
  ...codRemittancesBackOfficeEndpoints,
} as const;

export type BackOfficeEndpointMap = typeof backOfficeEndpointMap;
export type BackOfficeEndpointName = keyof BackOfficeEndpointMap;
