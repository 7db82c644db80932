// Sellers' shipments on an order's page: the operator sees each seller's part; a seller moves
// their own Placed → Packed → Shipped (with the courier and tracking number) → Delivered, and
// the order follows once every seller's part has (the server decides; docs/decisions/orders.md).
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type {
  Shipment,
  ShipmentBody,
  ShipmentDispatch,
  ShippingState,
  ShipmentDispatchSchema,
} from '@haat/contract';
import { COMMON_COURIERS } from '@haat/contract/back-office-constants';
import * as paths from '@haat/contract/back-office-paths';
import type { z } from 'zod';
import { ApiError, call } from '../../lib/api.ts';
import { Field } from '../../components/field.tsx';
import { errorAt, showServerErrors } from '../../components/form-errors.ts';
import { formatWhen } from '../../lib/format.ts';
import { useFormResolver } from '../../lib/form-resolver.ts';

const when = (at: string | null) => (at ? formatWhen(at) : '—');

/** The operator's view: one row per seller with lines on the order. */
export function ShipmentsTable({ shipments }: { shipments: Shipment[] }) {
  return (
    <section className="card" aria-labelledby="shipments-heading">
      <h2 id="shipments-heading">Sellers’ shipments</h2>
      <p className="count">
        The order moves on when every seller’s part has: packed, shipped, then delivered.
      </p>
      <div className="table-wrap">
        <table aria-labelledby="shipments-heading">
          <thead>
            <tr>
              <th scope="col">Seller</th>
              <th scope="col">State</th>
              <th scope="col">Courier</th>
              <th scope="col">Tracking number</th>
              <th scope="col">Packed</th>
              <th scope="col">Shipped</th>
              <th scope="col">Delivered</th>
            </tr>
          </thead>
          <tbody>
            {shipments.map((shipment) => (
              <tr key={shipment.sellerID}>
                <td>{shipment.shopName}</td>
                <td>
                  <span className={`badge badge-${shipment.state}`}>{shipment.state}</span>
                </td>
                <td>{shipment.courier ?? '—'}</td>
                <td>{shipment.trackingNumber ?? '—'}</td>
                <td>{when(shipment.packedAt)}</td>
                <td>{when(shipment.shippedAt)}</td>
                <td>{when(shipment.deliveredAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** A seller's own part and the one step it can take next. */
export function OwnShipment({
  orderID,
  orderState,
  shipment,
  courierBooked = false,
  onChanged,
}: {
  orderID: string;
  orderState: ShippingState;
  shipment: Shipment;
  /** Booked with a courier: its scans move the part on, not the seller's clicks. */
  courierBooked?: boolean;
  /** Shows the server's message and reloads the order. */
  onChanged: (message: string) => Promise<void>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Sends the step; a failure is shown here and handed back (the dispatch form marks fields). */
  async function send(body: ShipmentBody): Promise<unknown> {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await call(paths.sellerShipment, { params: { orderID }, body });
      await onChanged(answer.message);
      return undefined;
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'That failed. Try again.');
      return error;
    } finally {
      setBusy(false);
    }
  }

  let next: ReactNode;
  if (orderState === 'Cancelled') {
    next = <p>This order is cancelled; there is nothing to send.</p>;
  } else if (courierBooked && shipment.state !== 'Delivered') {
    next = <p>The courier’s scans move your part along from here: shipped, then delivered.</p>;
  } else if (shipment.state === 'Placed') {
    next = (
      <button
        type="button"
        className="primary"
        disabled={busy}
        onClick={() => void send({ state: 'Packed' })}
      >
        Mark as packed
      </button>
    );
  } else if (shipment.state === 'Packed') {
    next = (
      <DispatchForm busy={busy} onSend={(dispatch) => send({ state: 'Shipped', ...dispatch })} />
    );
  } else if (shipment.state === 'Shipped') {
    next = (
      <button
        type="button"
        className="primary"
        disabled={busy}
        onClick={() => void send({ state: 'Delivered' })}
      >
        Mark as delivered
      </button>
    );
  } else {
    next = <p>Your part of this order has arrived.</p>;
  }

  return (
    <section className="card" aria-labelledby="own-shipment-heading">
      <h2 id="own-shipment-heading">Your shipment</h2>
      <p>
        Your part of this order is{' '}
        <span className={`badge badge-${shipment.state}`}>{shipment.state}</span>
        {shipment.courier ? (
          <>
            {' '}
            · {shipment.courier}, tracking number {shipment.trackingNumber}
          </>
        ) : null}
      </p>
      <dl className="amounts">
        <dt>Packed</dt>
        <dd>{when(shipment.packedAt)}</dd>
        <dt>Shipped</dt>
        <dd>{when(shipment.shippedAt)}</dd>
        <dt>Delivered</dt>
        <dd>{when(shipment.deliveredAt)}</dd>
      </dl>
      {failure ? (
        <p role="alert" className="error">
          {failure}
        </p>
      ) : null}
      {next}
    </section>
  );
}

type DispatchInput = z.input<typeof ShipmentDispatchSchema>;

/** Packed → Shipped: who carries the parcel and its tracking number, checked by the contract. */
function DispatchForm({
  busy,
  onSend,
}: {
  busy: boolean;
  /** Resolves to the failure, if the server refused. */
  onSend: (dispatch: ShipmentDispatch) => Promise<unknown>;
}) {
  const couriers = useId();
  const resolver = useFormResolver((contract) => contract.ShipmentDispatchSchema);
  const { register, handleSubmit, setError, formState } = useForm<
    DispatchInput,
    unknown,
    ShipmentDispatch
  >({
    resolver,
    defaultValues: { courier: '', trackingNumber: '' },
  });
  const error = (name: string) => errorAt(formState.errors, name);

  async function submit(dispatch: ShipmentDispatch) {
    const failure = await onSend(dispatch);
    if (failure) showServerErrors(failure, setError);
  }

  return (
    <form
      noValidate
      aria-label="Mark as shipped"
      className="row top"
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <Field label="Courier" error={error('courier')} hint="Like India Post or Delhivery">
        <input list={couriers} autoComplete="off" {...register('courier')} />
      </Field>
      <datalist id={couriers}>
        {COMMON_COURIERS.map((courier) => (
          <option key={courier} value={courier} />
        ))}
      </datalist>
      <Field
        label="Tracking number"
        error={error('trackingNumber')}
        hint="As on the courier’s receipt"
      >
        <input autoComplete="off" {...register('trackingNumber')} />
      </Field>
      <button type="submit" className="primary" disabled={busy || formState.isSubmitting}>
        Mark as shipped
      </button>
    </form>
  );
}
