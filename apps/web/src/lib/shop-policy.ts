// The policy pages' figures as the server applies them (GET /public/shop-policy), read by each
// policy page's loader; lib/policy-text.ts puts them in the sentences.
import type { ShopPolicy } from '@haat/contract';
import * as paths from '@haat/contract/paths';
import { callContract, defineCall, type Transport } from './api-client';

export { fillAll, fillPolicy } from './policy-text';

const getShopPolicy = defineCall(paths.shopPolicy);

export async function fetchShopPolicy(transport?: Transport): Promise<ShopPolicy> {
  return (await callContract(getShopPolicy, { fetch: transport })).data;
}
