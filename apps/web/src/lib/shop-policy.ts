// The policy pages' figures as the server applies them (GET /public/shop-policy), read by each
// policy page's loader and, for every page's frame, by the root loader; lib/policy-text.ts puts
// them in the sentences.
import type { ShopPolicy } from '@haat/contract';
import * as paths from '@haat/contract/paths';
import { useRouteLoaderData } from 'react-router';
import { callContract, defineCall, type Transport } from './api-client';

const getShopPolicy = defineCall(paths.shopPolicy);

export async function fetchShopPolicy(transport?: Transport): Promise<ShopPolicy> {
  return (await callContract(getShopPolicy, { fetch: transport })).data;
}

/**
 * The root loader's copy, for what every page's frame says (the promise strip): null when the
 * call failed, and the frame then names no figure rather than one the shop may not apply.
 */
export function useShopPolicy(): ShopPolicy | null {
  const root = useRouteLoaderData('root') as { policy?: ShopPolicy | null } | undefined;
  return root?.policy ?? null;
}
