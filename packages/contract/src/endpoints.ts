// The storefront's endpoint map: every call of docs/spec.md §7 (and ours) by name. Each endpoint
// is declared once, beside its schemas in the file of its area; the server's routes, both apps'
// typed calls, the zod-free paths.ts and docs/api.md are derived from the declarations.
import { authEndpoints } from './auth.ts';
import { cartEndpoints } from './cart.ts';
import { catalogEndpoints } from './catalog.ts';
import { checkoutEndpoints } from './checkout.ts';
import { customerEndpoints } from './customer.ts';
import { ordersEndpoints } from './orders.ts';
import { privacyEndpoints } from './privacy.ts';
import { returnEndpoints } from './returns.ts';
import { grievanceEndpoints } from './grievances.ts';
import { sellerEndpoints } from './seller.ts';
import { siteEndpoints } from './site.ts';
import { whatsappEndpoints } from './whatsapp.ts';

export const endpoints = {
  ...siteEndpoints,
  ...authEndpoints,
  ...catalogEndpoints,
  ...cartEndpoints,
  ...customerEndpoints,
  ...privacyEndpoints,
  ...checkoutEndpoints,
  ...ordersEndpoints,
  ...returnEndpoints,
  ...sellerEndpoints,
  ...grievanceEndpoints,
  ...whatsappEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
