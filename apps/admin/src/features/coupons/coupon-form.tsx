// Add a coupon or change one's rules: the create form's schema for both (an edit sends the coupon
// whole), the code fixed once created. Days are days in India; an untouched start or end keeps
// its exact saved instant.
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCoupon, AdminCouponBody, AdminCouponBodyInput } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { call } from '../../lib/api.ts';
import { Field } from '../../components/field.tsx';
import { errorAt, numberOrUndefined, showServerErrors } from '../../components/form-errors.ts';
import { Notices } from '../../components/notices.tsx';
import { NotFoundPage } from '../../components/not-found.tsx';
import { dateToSend, istDay, istEndDay } from './coupon-dates.ts';
import { useFormResolver } from '../../lib/form-resolver.ts';

const EMPTY: AdminCouponBodyInput = { code: '', kind: 'flat', value: 0, maxUsesPerCustomer: 1 };

function toForm(coupon: AdminCoupon): AdminCouponBodyInput {
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.value,
    maxDiscount: coupon.maxDiscount ?? undefined,
    minOrder: coupon.minOrder,
    startsAt: coupon.startsAt ? istDay(coupon.startsAt) : undefined,
    endsAt: coupon.endsAt ? istEndDay(coupon.endsAt) : undefined,
    maxUses: coupon.maxUses ?? undefined,
    maxUsesPerCustomer: coupon.maxUsesPerCustomer,
  };
}

const emptyIsNone = (value: unknown) => (value === '' ? undefined : value);

export function CouponFormPage() {
  const { code } = useParams();
  const coupon = useQuery({
    queryKey: ['coupon', code],
    queryFn: async () => {
      const found = await call(paths.coupons, {
        query: { q: code, pageSize: 100 },
      });
      return found.data.items.find((item) => item.code === code) ?? null;
    },
    enabled: code !== undefined,
  });
  if (code === undefined) return <CouponForm coupon={null} />;
  if (coupon.data === null) return <NotFoundPage />;
  if (!coupon.data) {
    return (
      <section>
        <h1>Coupon {code}</h1>
        {coupon.isError ? (
          <p role="alert" className="error">
            {coupon.error.message}
          </p>
        ) : (
          <p className="count">Loading…</p>
        )}
      </section>
    );
  }
  return <CouponForm key={coupon.data.couponID} coupon={coupon.data} />;
}

function CouponForm({ coupon }: { coupon: AdminCoupon | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(coupon);
  const resolver = useFormResolver((contract) => contract.AdminCouponBodySchema);
  const { register, handleSubmit, getValues, setError, formState, control } = useForm<
    AdminCouponBodyInput,
    unknown,
    AdminCouponBody
  >({
    resolver,
    defaultValues: coupon ? toForm(coupon) : EMPTY,
  });
  const kind = useWatch({ control, name: 'kind' });

  async function save() {
    setNotice(null);
    setFailure(null);
    const raw = getValues();
    const body: AdminCouponBodyInput = {
      ...raw,
      startsAt: dateToSend(
        raw.startsAt ?? '',
        saved?.startsAt ? { day: istDay(saved.startsAt), iso: saved.startsAt } : null,
      ),
      endsAt: dateToSend(
        raw.endsAt ?? '',
        saved?.endsAt ? { day: istEndDay(saved.endsAt), iso: saved.endsAt } : null,
      ),
    };
    try {
      if (saved) {
        const answer = await call(paths.couponEdit, {
          params: { couponID: saved.couponID },
          body,
        });
        setSaved(answer.data);
        queryClient.setQueryData(['coupon', answer.data.code], answer.data);
        setNotice(answer.message);
      } else {
        const answer = await call(paths.couponCreate, { body });
        await navigate(`/coupons/${encodeURIComponent(answer.data.code)}`, {
          replace: true,
        });
      }
      await queryClient.invalidateQueries({ queryKey: ['coupons'] });
    } catch (error) {
      setFailure(showServerErrors(error, setError));
    }
  }

  const error = (name: string) => errorAt(formState.errors, name);
  const number = { setValueAs: numberOrUndefined };
  return (
    <section>
      <p>
        <Link to="/coupons">← Coupons</Link>
      </p>
      <h1>{saved ? `Coupon ${saved.code}` : 'New coupon'}</h1>
      {saved ? (
        <p className="count">
          Used {saved.usedCount.toLocaleString('en-IN')} times so far ·{' '}
          {saved.active ? 'active' : 'paused'}
        </p>
      ) : null}
      <Notices notice={notice} failure={failure} />
      <form
        className="card"
        noValidate
        onSubmit={(event) => void handleSubmit(() => save())(event)}
      >
        <div className="row top">
          <Field
            label="Code"
            error={error('code')}
            hint={saved ? 'A code never changes once created.' : '4 to 20 letters A-Z and digits.'}
          >
            <input
              autoComplete="off"
              readOnly={saved !== null}
              className="code-input"
              {...register('code')}
            />
          </Field>
          <Field label="Kind" error={error('kind')}>
            <select {...register('kind')}>
              <option value="flat">Flat rupees off</option>
              <option value="percent">Percent off</option>
            </select>
          </Field>
          <Field label={kind === 'percent' ? 'Percent off' : 'Rupees off'} error={error('value')}>
            <input inputMode="decimal" {...register('value', number)} />
          </Field>
          {kind === 'percent' ? (
            <Field label="Largest discount (₹)" error={error('maxDiscount')}>
              <input inputMode="decimal" {...register('maxDiscount', number)} />
            </Field>
          ) : null}
        </div>
        <div className="row top">
          <Field label="Minimum order (₹)" error={error('minOrder')}>
            <input inputMode="decimal" {...register('minOrder', number)} />
          </Field>
          <Field label="Starts on" error={error('startsAt')}>
            <input type="date" {...register('startsAt', { setValueAs: emptyIsNone })} />
          </Field>
          <Field label="Ends after" error={error('endsAt')}>
            <input type="date" {...register('endsAt', { setValueAs: emptyIsNone })} />
          </Field>
        </div>
        <div className="row top">
          <Field label="Uses in all" error={error('maxUses')} hint="Empty for no limit.">
            <input inputMode="numeric" {...register('maxUses', number)} />
          </Field>
          <Field label="Uses per customer" error={error('maxUsesPerCustomer')}>
            <input inputMode="numeric" {...register('maxUsesPerCustomer', number)} />
          </Field>
        </div>
        <button type="submit" className="primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving…' : saved ? 'Save coupon' : 'Create coupon'}
        </button>
      </form>
    </section>
  );
}
