// Courier bookings (docs/decisions/couriers.md, "Labels, manifest, pickup day"): every parcel
// booked through Shiprocket or Delhivery — every seller's for the operator, a seller's own for a
// seller — with its seller, order, courier, AWB, where it stands and its pickup day, filtered by
// state, seller and day. Booked parcels can be ticked and their labels printed as one PDF; a
// seller also prints the manifest of a pickup day for the courier's agent to sign.
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { CourierShipmentListRow } from '@haat/contract';
import { COURIER_BOOKING_FILTERS } from '@haat/contract/back-office-constants';
import * as paths from '@haat/contract/back-office-paths';
import { ApiError, call } from '../../lib/api.ts';
import { useListPage } from '../../lib/use-list-page.ts';
import { oneOf } from '../../lib/list-filters.ts';
import { useMe } from '../../lib/use-me.ts';
import { downloadFile } from '../../components/download.ts';
import { FilterForm, StateFilter } from '../../components/filter-form.tsx';
import { ListTable, type ListColumn } from '../../components/list-table.tsx';
import { Notices } from '../../components/notices.tsx';
import { PARCEL_STATE_WORDS } from '../../lib/parcel-states.ts';

const PAGE_SIZE = 25;
const FILTER_KEYS = ['state', 'sellerID', 'pickupDay'] as const;
type BookingFilter = (typeof COURIER_BOOKING_FILTERS)[number];

const FILTER_WORDS: Record<BookingFilter, string> = {
  booking: 'Being booked',
  booked: 'Booked (any state)',
  cancelled: 'Cancelled',
  'picked-up': PARCEL_STATE_WORDS['picked-up'],
  'in-transit': PARCEL_STATE_WORDS['in-transit'],
  'out-for-delivery': PARCEL_STATE_WORDS['out-for-delivery'],
  'failed-attempt': PARCEL_STATE_WORDS['failed-attempt'],
  rto: PARCEL_STATE_WORDS.rto,
  'rto-delivered': PARCEL_STATE_WORDS['rto-delivered'],
  delivered: PARCEL_STATE_WORDS.delivered,
};
const PROVIDER_NAMES = { shiprocket: 'Shiprocket', delhivery: 'Delhivery' } as const;

/** Today's date in India, as the pickup days are kept. */
const todayInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

function stateWords(row: CourierShipmentListRow): string {
  if (row.status === 'booking') return 'Being booked';
  if (row.status === 'cancelled') return 'Cancelled';
  return PARCEL_STATE_WORDS[row.trackingState];
}

export function CourierBookingsPage() {
  const me = useMe();
  const forSeller = me.data?.role === 'seller';
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const [manifestDay, setManifestDay] = useState(todayInIndia);
  const list = useListPage({
    key: 'courier-bookings',
    filterKeys: FILTER_KEYS,
    pageSize: PAGE_SIZE,
    load: async (filters) => {
      const state = oneOf(COURIER_BOOKING_FILTERS, filters.state);
      return (
        await call(paths.courierShipments, {
          query: {
            page: filters.page,
            pageSize: PAGE_SIZE,
            ...(state ? { state } : {}),
            ...(filters.sellerID && !forSeller ? { sellerID: filters.sellerID } : {}),
            ...(/^\d{4}-\d{2}-\d{2}$/.test(filters.pickupDay)
              ? { pickupDay: filters.pickupDay }
              : {}),
          },
        })
      ).data;
    },
    dependsOn: [me.data?.role],
    enabled: me.isSuccess,
  });
  const sellers = useQuery({
    queryKey: ['couriers'],
    queryFn: async () => (await call(paths.couriers)).data,
    enabled: me.isSuccess && !forSeller,
  });

  function toggle(awb: string) {
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(awb)) next.delete(awb);
      else next.add(awb);
      return next;
    });
  }

  async function download(run: () => Promise<void>) {
    setFailure(null);
    try {
      await run();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'The PDF could not be made.');
    }
  }

  const printLabels = (awbs: string[]) =>
    download(() =>
      downloadFile(
        paths.courierLabels,
        { body: { awbs } },
        awbs.length === 1 ? `label-${awbs[0]!}.pdf` : `labels-${awbs.length}.pdf`,
      ),
    );

  const columns: ReadonlyArray<ListColumn<CourierShipmentListRow>> = [
    {
      header: 'Print',
      cell: (row) =>
        row.awb && row.hasLabel ? (
          <input
            type="checkbox"
            aria-label={`Choose the label of AWB ${row.awb}`}
            checked={chosen.has(row.awb)}
            onChange={() => toggle(row.awb!)}
          />
        ) : null,
    },
    {
      header: 'Order',
      cell: (row) => <Link to={`/orders/${row.orderID}`}>{row.orderID}</Link>,
    },
    { header: 'Seller', cell: (row) => row.shopName, hidden: forSeller },
    {
      header: 'Courier',
      cell: (row) =>
        row.courierName && row.courierName !== PROVIDER_NAMES[row.provider]
          ? `${PROVIDER_NAMES[row.provider]} · ${row.courierName}`
          : PROVIDER_NAMES[row.provider],
    },
    {
      header: 'AWB',
      cell: (row) =>
        row.awb && row.trackingUrl ? (
          <a href={row.trackingUrl} target="_blank" rel="noreferrer">
            {row.awb}
          </a>
        ) : (
          (row.awb ?? '—')
        ),
    },
    {
      header: 'State',
      cell: (row) => (
        <span className="badge">
          {stateWords(row)}
          {row.attempt > 1 ? ` · booking ${row.attempt}` : ''}
        </span>
      ),
    },
    { header: 'Pickup day', cell: (row) => row.pickupDay ?? '—' },
  ];

  const awbs = [...chosen];
  return (
    <section>
      <h1>Courier bookings</h1>
      <p className="sub">
        {forSeller
          ? 'Your parcels booked with a courier. Tick booked parcels to print their labels in one PDF; print the manifest of a pickup day for the courier’s agent to sign.'
          : 'Every parcel booked with a courier, by every seller. Tick booked parcels to print their labels in one PDF.'}
      </p>
      <FilterForm list={list} label="Courier bookings">
        <StateFilter
          states={COURIER_BOOKING_FILTERS}
          names={FILTER_WORDS}
          value={list.filters.state}
          name="state"
        />
        {!forSeller ? (
          <label className="field">
            <span>Seller</span>
            <select name="sellerID" defaultValue={list.filters.sellerID}>
              <option value="">All</option>
              {(sellers.data?.sellers ?? []).map((seller) => (
                <option key={seller.sellerID} value={seller.sellerID}>
                  {seller.shopName}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="field">
          <span>Pickup day</span>
          <input name="pickupDay" type="date" defaultValue={list.filters.pickupDay} />
        </label>
      </FilterForm>
      <Notices failure={failure} />
      <div className="row">
        <button
          type="button"
          className="primary"
          disabled={awbs.length === 0}
          onClick={() => void printLabels(awbs)}
        >
          {awbs.length === 0
            ? 'Print chosen labels'
            : `Print ${awbs.length === 1 ? '1 label' : `${awbs.length} labels`} (PDF)`}
        </button>
        {awbs.length > 0 ? (
          <button type="button" onClick={() => setChosen(new Set())}>
            Clear the choice
          </button>
        ) : null}
      </div>
      {forSeller ? (
        <form
          className="filters"
          aria-label="Manifest"
          onSubmit={(event) => {
            event.preventDefault();
            void download(() =>
              downloadFile(
                paths.sellerCourierManifest,
                { query: { date: manifestDay } },
                `manifest-${manifestDay}.pdf`,
              ),
            );
          }}
        >
          <label className="field">
            <span>Manifest of the pickup on</span>
            <input
              type="date"
              value={manifestDay}
              required
              onChange={(event) => setManifestDay(event.target.value)}
            />
          </label>
          <button type="submit">Print manifest (PDF)</button>
        </form>
      ) : null}
      <ListTable
        list={list}
        rowKey={(row) => `${row.orderID}-${row.sellerID}-${row.attempt}`}
        noun="bookings"
        emptyText="No courier booking matches these filters."
        columns={columns}
        actions={(row) =>
          row.awb && row.hasLabel ? (
            <button
              type="button"
              aria-label={`Print the label of AWB ${row.awb}`}
              onClick={() => void printLabels([row.awb!])}
            >
              Label
            </button>
          ) : null
        }
      />
    </section>
  );
}
