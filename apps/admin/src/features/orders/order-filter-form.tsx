// The order list's filter form: react-hook-form with the API's own query schema, so a pin code of
// five digits or a wrong date is shown at its field before any call.
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import type { AdminOrdersQuery, AdminOrdersQuerySchema } from '@haat/contract';
import { PAYMENT_TYPES, SHIPPING_STATES } from '@haat/contract/constants';
import * as paths from '@haat/contract/back-office-paths';
import type { z } from 'zod';
import { call } from '../../lib/api.ts';
import { Field } from '../../components/field.tsx';
import { DayRangeAndFilter } from '../../components/day-range.tsx';
import { errorAt } from '../../components/form-errors.ts';
import type { OrderFilterKey, OrderFilterValues } from './order-filters.ts';
import { useFormResolver } from '../../lib/form-resolver.ts';

type FilterInput = z.input<typeof AdminOrdersQuerySchema>;

export function OrderFilterForm({
  filters,
  forSeller,
  onApply,
}: {
  filters: OrderFilterValues;
  forSeller: boolean;
  onApply: (values: Partial<Record<OrderFilterKey, string>>) => void;
}) {
  const sellers = useQuery({
    queryKey: ['sellers', 'approved'],
    queryFn: async () =>
      (await call(paths.sellers, { query: { status: 'approved', pageSize: 100 } })).data.items,
    enabled: !forSeller,
  });
  const resolver = useFormResolver((contract) => contract.AdminOrdersQuerySchema);
  const { register, handleSubmit, formState } = useForm<FilterInput, unknown, AdminOrdersQuery>({
    resolver,
    defaultValues: filters as FilterInput,
  });
  const error = (name: string) => errorAt(formState.errors, name);

  return (
    <form
      className="filters card"
      role="search"
      aria-label="Orders"
      noValidate
      onSubmit={(event) =>
        void handleSubmit((values) => onApply(values as Partial<Record<OrderFilterKey, string>>))(
          event,
        )
      }
    >
      <Field label="Order id or mobile" error={error('q')}>
        <input type="search" autoComplete="off" {...register('q')} />
      </Field>
      <Field label="Status" error={error('status')}>
        <select {...register('status')}>
          <option value="">Any</option>
          {SHIPPING_STATES.map((state) => (
            <option key={state}>{state}</option>
          ))}
        </select>
      </Field>
      <Field label="Payment" error={error('paymentType')}>
        <select {...register('paymentType')}>
          <option value="">Any</option>
          {PAYMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {type === 'cod' ? 'Cash on delivery' : 'Prepaid'}
            </option>
          ))}
        </select>
      </Field>
      {forSeller ? null : (
        <Field label="Seller" error={error('sellerID')}>
          <select {...register('sellerID')}>
            <option value="">Any</option>
            {(sellers.data ?? []).map((seller) => (
              <option key={seller.sellerID} value={seller.sellerID}>
                {seller.shopName}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field label="Pin code" error={error('pincode')}>
        <input inputMode="numeric" autoComplete="off" {...register('pincode')} />
      </Field>
      <DayRangeAndFilter register={register} error={error} />
    </form>
  );
}
