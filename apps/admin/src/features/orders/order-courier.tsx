// A seller's parcel booked through Shiprocket or Delhivery (docs/decisions/couriers.md): for a seller the
// operator put on Shiprocket, "Ship with Shiprocket" books their part of the order (the courier,
// its AWB, the pickup, the label PDF to print); the courier's scans then move the part along by
// themselves. A seller on manual entry sees nothing here and types the courier as before.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourierBooking, ShippingState } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { ApiError, call } from '../../lib/api.ts';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { downloadFile } from '../../components/download.ts';
import { Notices } from '../../components/notices.tsx';
import { formatWhen } from '../../lib/format.ts';
import { PARCEL_STATE_WORDS } from '../../lib/parcel-states.ts';

/** Every day from `first` to `last` (YYYY-MM-DD, both kept). */
function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (
    let day = new Date(`${first}T00:00:00Z`);
    day.toISOString().slice(0, 10) <= last && days.length < 14;
    day = new Date(day.getTime() + 24 * 3600_000)
  )
    days.push(day.toISOString().slice(0, 10));
  return days;
}

function PickupDaySelect({
  days,
  value,
  onChange,
  emptyLabel,
  label = 'Pickup day',
}: {
  days: string[];
  value: string;
  onChange: (day: string) => void;
  emptyLabel: string | null;
  label?: string;
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <select name="pickupDate" value={value} onChange={(event) => onChange(event.target.value)}>
        {emptyLabel ? <option value="">{emptyLabel}</option> : null}
        {days.map((day) => (
          <option key={day} value={day}>
            {day}
          </option>
        ))}
      </select>
    </label>
  );
}

export function CourierBookingPanel({
  orderID,
  orderState,
  onChanged,
}: {
  orderID: string;
  orderState: ShippingState;
  /** Reloads the order (its part may have moved to Packed). */
  onChanged: () => Promise<void>;
}) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pickupDate, setPickupDate] = useState('');
  const [newDay, setNewDay] = useState('');
  const courier = useQuery({
    queryKey: ['seller-courier', orderID],
    queryFn: async () => (await call(paths.sellerCourier, { params: { orderID } })).data,
  });

  async function act(run: () => Promise<{ message?: string | undefined }>) {
    setBusy(true);
    setNotice(null);
    setFailure(null);
    try {
      const answer = await run();
      setNotice(answer.message ?? null);
      await queryClient.invalidateQueries({ queryKey: ['seller-courier', orderID] });
      await onChanged();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'That failed. Try again.');
    } finally {
      setBusy(false);
    }
  }

  async function printLabel(booking: CourierBooking) {
    setFailure(null);
    try {
      await downloadFile(
        paths.sellerCourierLabel,
        { params: { orderID } },
        `label-${booking.awb ?? orderID}.pdf`,
      );
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'The label could not be read.');
    }
  }

  if (courier.isError)
    return (
      <p role="alert" className="error">
        {courier.error.message}
      </p>
    );
  if (!courier.data || courier.data.courier === 'manual') return null;
  const { booking } = courier.data;
  const name = courier.data.courier === 'delhivery' ? 'Delhivery' : 'Shiprocket';
  const booked = booking?.status === 'booked' ? booking : null;
  const canBook = !booked && orderState !== 'Cancelled';
  const days = daysBetween(courier.data.pickupDays.first, courier.data.pickupDays.last);

  return (
    <section className="card" aria-labelledby="courier-heading">
      <h2 id="courier-heading">{name}</h2>
      <Notices notice={notice} failure={failure} />
      {booked ? (
        <>
          <p>
            <span className="badge">{PARCEL_STATE_WORDS[booked.trackingState]}</span>
          </p>
          <dl className="amounts">
            <dt>Courier</dt>
            <dd>{booked.courierName ?? '—'}</dd>
            <dt>AWB</dt>
            <dd>
              {booked.trackingUrl ? (
                <a href={booked.trackingUrl} target="_blank" rel="noreferrer">
                  {booked.awb}
                </a>
              ) : (
                booked.awb
              )}
            </dd>
            <dt>Pickup</dt>
            <dd>
              {booked.pickupDay ?? '—'}
              {booked.pickupScheduledAt ? ` (${formatWhen(booked.pickupScheduledAt)})` : ''}
            </dd>
            <dt>Reference</dt>
            <dd>{booked.reference}</dd>
            <dt>Expected delivery</dt>
            <dd>{booked.expectedAt ? formatWhen(booked.expectedAt) : '—'}</dd>
          </dl>
          <div className="row">
            {booked.hasLabel ? (
              <button type="button" className="primary" onClick={() => void printLabel(booked)}>
                Print label (PDF)
              </button>
            ) : null}
            {booked.trackingState === 'booked' ? (
              <>
                <PickupDaySelect
                  days={days}
                  value={newDay || (days.includes(booked.pickupDay ?? '') ? booked.pickupDay! : '')}
                  onChange={setNewDay}
                  label="New pickup day"
                  emptyLabel={days.includes(booked.pickupDay ?? '') ? null : 'Choose a day'}
                />
                <button
                  type="button"
                  disabled={busy || !newDay || newDay === booked.pickupDay}
                  onClick={() =>
                    void act(() =>
                      call(paths.sellerCourierPickup, {
                        params: { orderID },
                        body: { pickupDate: newDay },
                      }),
                    )
                  }
                >
                  Move the pickup
                </button>
              </>
            ) : null}
            {booked.trackingState === 'booked' ? (
              <ConfirmButton
                label="Cancel booking"
                what={`AWB ${booked.awb ?? ''}`}
                question={`Cancel this ${name} booking? You will then send the parcel by hand.`}
                disabled={busy}
                onConfirm={() =>
                  act(() => call(paths.sellerCourierCancel, { params: { orderID } }))
                }
              />
            ) : null}
          </div>
        </>
      ) : booking?.status === 'cancelled' ? (
        <p>
          The {name} booking (AWB {booking.awb ?? '—'}) was cancelled. Book it again below (a new
          booking, a new AWB), or send the parcel by hand.
        </p>
      ) : (
        <p>
          Book your part of this order with {name}: it gives the AWB and the label to stick on the
          parcel, and books the pickup. The parcel’s scans then move it along by themselves.
        </p>
      )}
      {canBook ? (
        <div className="row">
          <PickupDaySelect
            days={days}
            value={pickupDate}
            onChange={setPickupDate}
            emptyLabel="The courier’s next slot"
          />
          <button
            type="button"
            className="primary"
            disabled={busy}
            onClick={() =>
              void act(() =>
                call(paths.sellerCourierBook, {
                  params: { orderID },
                  ...(pickupDate ? { query: { pickupDate } } : {}),
                }),
              )
            }
          >
            {busy
              ? 'Booking…'
              : booking?.status === 'cancelled'
                ? `Book again with ${name}`
                : `Ship with ${name}`}
          </button>
        </div>
      ) : null}
    </section>
  );
}
