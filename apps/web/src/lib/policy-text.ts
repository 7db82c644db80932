// The policy pages say what the shop does (docs/decisions/dark-patterns.md "The policy pages"):
// their sentences carry placeholders that the figures the server applies fill — the return
// window, the cash-on-delivery limit, delivery charges — and paragraphs said only with or without
// a cancellation fee. Pure: scripts/policy-promises.test.ts fills the pages with it too.
import type { ShopPolicy } from '@haat/contract';
import { company } from '../messages/company';

/** Who runs the shop, as its settings name it (the root loader's company details). */
export interface Operator {
  legalName: string;
}

const rupees = (amount: number) => `₹${new Intl.NumberFormat('en-IN').format(amount)}`;

/** The sentence with the shop's figures in it, or null when it is not said under these terms. */
export function fillPolicy(
  text: string,
  policy: ShopPolicy,
  operator?: Operator | null,
): string | null {
  const charged = policy.cancelFeeShipped > 0 || policy.cancelFeeOutForDelivery > 0;
  let sentence = text;
  if (sentence.startsWith('{ifCancelFee}')) {
    if (!charged) return null;
    sentence = sentence.slice('{ifCancelFee}'.length);
  } else if (sentence.startsWith('{ifNoCancelFee}')) {
    if (charged) return null;
    sentence = sentence.slice('{ifNoCancelFee}'.length);
  }
  // The operator's registered name; the demo's own until the operator has set it (the doctor
  // refuses to call a shop live before it has: docs/decisions/grievances.md).
  return sentence
    .replaceAll('{legalName}', operator?.legalName || company.legalName)
    .replaceAll('{returnDays}', String(policy.returnWindowDays))
    .replaceAll('{codLimit}', rupees(policy.codLimit))
    .replaceAll('{freeFrom}', rupees(policy.freeShippingFrom))
    .replaceAll('{shippingPerItem}', rupees(policy.shippingPerItem));
}

/** Every sentence said under these terms, filled. */
export function fillAll(
  texts: readonly string[],
  policy: ShopPolicy,
  operator?: Operator | null,
): string[] {
  return texts.flatMap((text) => fillPolicy(text, policy, operator) ?? []);
}
