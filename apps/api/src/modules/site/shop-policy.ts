// The figures the storefront's policy pages promise, from what the server applies: the operator's
// settings (return window, cash-on-delivery limit, cancellation fees) and the pricing rules
// (delivery charges). docs/decisions/dark-patterns.md "The policy pages".
import type { ShopPolicy } from '@haat/contract';
import { FREE_SHIPPING_THRESHOLD_PAISE, SHIPPING_PER_ITEM_PAISE } from '@haat/contract/constants';
import type { Config } from '../../config.ts';
import { toWireRupees } from '../../lib/money.ts';

export function shopPolicyOf(
  config: Pick<Config, 'returnWindowDays' | 'codLimitPaise' | 'cancelFeesPaise'>,
): ShopPolicy {
  return {
    returnWindowDays: config.returnWindowDays,
    codLimit: toWireRupees(config.codLimitPaise),
    freeShippingFrom: toWireRupees(FREE_SHIPPING_THRESHOLD_PAISE),
    shippingPerItem: toWireRupees(SHIPPING_PER_ITEM_PAISE),
    cancelFeeShipped: toWireRupees(config.cancelFeesPaise.shipped),
    cancelFeeOutForDelivery: toWireRupees(config.cancelFeesPaise.outForDelivery),
  };
}
