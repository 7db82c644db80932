// The fee a price pays, shown under the product form's price before it is saved: the server's
// figure from the operator's commission rules (GET /admin/commission-fee; no screen computes
// money), asked again a moment after the price stops changing.
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as paths from '@haat/contract/back-office-paths';
import { call } from '../../lib/api.ts';
import { rupees } from '../../lib/format.ts';

const SETTLE_MS = 300;

function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * The sentence under the price: "Haat's fee on this price: ₹X + 18 % GST = ₹Y; you receive ₹Z
 * before TCS/TDS" (the operator reads "the seller receives"). Undefined while there is no price;
 * the operator is asked to choose the seller first (a seller's own rules may differ).
 */
export function useCommissionFeeLine(input: {
  price: unknown;
  subCategoryID: string;
  operator: boolean;
  sellerID: string | undefined;
}): string | undefined {
  const typed = typeof input.price === 'number' ? input.price : Number(input.price);
  const price = useSettled(Number.isFinite(typed) && typed > 0 ? Math.round(typed * 100) / 100 : 0);
  const needsSeller = input.operator && !input.sellerID;
  const fee = useQuery({
    queryKey: ['commission-fee', input.sellerID ?? 'own', input.subCategoryID, price],
    enabled: price > 0 && !needsSeller,
    placeholderData: keepPreviousData,
    queryFn: async () => ({
      price,
      ...(
        await call(paths.commissionFee, {
          query: {
            price,
            ...(input.operator && input.sellerID ? { sellerID: input.sellerID } : {}),
            ...(input.subCategoryID ? { subCategoryID: input.subCategoryID } : {}),
          },
        })
      ).data,
    }),
  });
  if (!(typed > 0)) return undefined;
  if (needsSeller) return 'Choose the seller to see Haat’s fee on this price.';
  if (fee.isError) return 'Haat’s fee could not be worked out just now.';
  const data = fee.data;
  if (!data) return 'Working out Haat’s fee…';
  const who = input.operator ? 'the seller receives' : 'you receive';
  if (data.ruleID === null) {
    return `No commission rule covers ${rupees(data.price)} here: Haat takes no fee; ${who} ${rupees(data.sellerReceives)} before TCS/TDS.`;
  }
  // Until the new price's fee arrives, the line keeps the last one whole (its own price with it).
  return `Haat’s fee on ${rupees(data.price)}: ${rupees(data.commission)} + ${data.gstPercent} % GST = ${rupees(data.total)}; ${who} ${rupees(data.sellerReceives)} before TCS/TDS.`;
}
