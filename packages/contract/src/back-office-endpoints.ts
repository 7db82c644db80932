// The back office's endpoint map: every call of the operator's and the sellers' back office by
// name, gathered from the collections declared beside their schemas. The zod-free
// back-office-paths.ts is derived from it, and the client reads the types of a call through it.
import { adminAfterSaleEndpoints } from './admin-after-sale.ts';
import { adminOperationEndpoints } from './admin-operations.ts';
import { adminSearchEndpoints } from './admin-search.ts';
import { adminEndpoints } from './admin.ts';
import { backOfficeEndpoints } from './back-office.ts';
import { backOfficeReturnEndpoints } from './returns.ts';
import { whatsappBackOfficeEndpoints } from './back-office/whatsapp.ts';

/**
 * The collections by the name the contract exports them under. Their endpoint names are one
 * namespace (a test holds them unique); the storefront's `endpoints` are another, so the back
 * office's `product` is not the storefront's.
 */
export const backOfficeEndpointCollections = {
  adminEndpoints,
  adminOperationEndpoints,
  adminAfterSaleEndpoints,
  adminSearchEndpoints,
  backOfficeEndpoints,
  backOfficeReturnEndpoints,
  whatsappBackOfficeEndpoints,
} as const;

export const backOfficeEndpointMap = {
  ...adminEndpoints,
  ...adminOperationEndpoints,
  ...adminAfterSaleEndpoints,
  ...adminSearchEndpoints,
  ...backOfficeEndpoints,
  ...backOfficeReturnEndpoints,
  ...whatsappBackOfficeEndpoints,
} as const;

export type BackOfficeEndpointMap = typeof backOfficeEndpointMap;
export type BackOfficeEndpointName = keyof BackOfficeEndpointMap;
