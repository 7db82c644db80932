// Delivery estimates for the product page's pin-code check (docs/decisions/couriers.md "Delivery
// estimates"): the seller's courier is asked whether it carries from the shop's pickup pin code to
// the shopper's, and by when. Each answer is kept a day per provider and pin-code pair in
// courier_estimates, so every server of the shop shares it; one server asks at a time (the row's
// claim), and one call per pair at a time in a process (asks at once share it). The page is never
// held: past COURIER_ESTIMATE_TIMEOUT_MS, or when the courier is down or refuses, the answer is
// null and the caller falls back to the sellers' service areas; a late answer is still kept.
import { formatIsoDateIst } from '@haat/india';
import type { Database } from '../../db/client.ts';
import {
  courierOfSeller,
  courierPort,
  pickupOf,
  type BookingProvider,
  type CourierDependencies,
} from './account.service.ts';
import { CourierError } from './courier-port.ts';
import {
  claimEstimate,
  releaseEstimate,
  saveEstimate,
  selectEstimate,
  type CourierEstimateRow,
  type EstimatePair,
} from './estimates.repository.ts';

const DAY_MS = 24 * 3600_000;
/** How long one server holds a pair while it asks (past the adapters' own timeout). */
const CLAIM_MS = 90_000;
/** The pin-code check knows no parcel yet: a small one, as booking assumes for a light line. */
const ESTIMATE_WEIGHT_KG = 0.5;

export interface CourierEstimate {
  provider: BookingProvider;
  /** False: the courier does not carry between the two pin codes. */
  served: boolean;
  courierName: string | null;
  /** India's date (YYYY-MM-DD) the courier gives, moved on by the days since it was asked; null: none. */
  deliveryDate: string | null;
  /** Whether the courier takes cash on delivery there; null when it does not say. */
  cod: boolean | null;
}

type Answer = Pick<CourierEstimateRow, 'served' | 'courierName' | 'expectedAt' | 'cod' | 'askedAt'>;

const flightsByDatabase = new WeakMap<Database, Map<string, Promise<Answer | null>>>();

function flightsOf(db: Database) {
  let flights = flightsByDatabase.get(db);
  if (!flights) {
    flights = new Map();
    flightsByDatabase.set(db, flights);
  }
  return flights;
}

const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
const isoOfDayNumber = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** What a kept answer says today: its date moved on by the days since it was asked. */
function estimateOf(provider: BookingProvider, answer: Answer, now: Date): CourierEstimate {
  const today = dayNumber(formatIsoDateIst(now));
  let deliveryDate: string | null = null;
  if (answer.expectedAt && answer.askedAt) {
    const shift = today - dayNumber(formatIsoDateIst(answer.askedAt));
    const day = dayNumber(formatIsoDateIst(answer.expectedAt)) + shift;
    // A date not after today is no promise to show; the service areas' days are used instead.
    if (day > today) deliveryDate = isoOfDayNumber(day);
  }
  return {
    provider,
    served: answer.served === true,
    courierName: answer.courierName,
    deliveryDate,
    cod: answer.cod,
  };
}

const isFresh = (row: CourierEstimateRow, now: Date) =>
  row.served !== null && row.askedAt !== null && now.getTime() - row.askedAt.getTime() < DAY_MS;

/** Asks the courier and keeps its answer; null when another server is asking or it failed. */
async function ask(deps: CourierDependencies, pair: EstimatePair): Promise<Answer | null> {
  const now = deps.clock.now();
  if (!(await claimEstimate(deps.db, pair, now, new Date(now.getTime() + CLAIM_MS)))) return null;
  try {
    const port = await courierPort(deps, pair.provider as BookingProvider);
    if (!port) {
      await releaseEstimate(deps.db, pair);
      return null;
    }
    const options = await port.serviceability({
      pickupPincode: pair.pickupPincode,
      deliveryPincode: pair.deliveryPincode,
      weightKg: ESTIMATE_WEIGHT_KG,
      cod: false,
    });
    // The courier a booking would choose: the cheapest (booking.service.ts).
    const cheapest = options.reduce<(typeof options)[number] | null>(
      (best, option) => (best === null || option.ratePaise < best.ratePaise ? option : best),
      null,
    );
    const answer: Answer = {
      served: options.length > 0,
      courierName: cheapest?.name ?? null,
      expectedAt: cheapest?.expectedAt ?? null,
      cod: options.some((option) => option.cod === true)
        ? true
        : options.length > 0 && options.every((option) => option.cod === false)
          ? false
          : null,
      askedAt: deps.clock.now(),
    };
    await saveEstimate(deps.db, pair, answer);
    return answer;
  } catch (error) {
    await releaseEstimate(deps.db, pair);
    if (error instanceof CourierError) return null;
    throw error;
  }
}

function askOnce(deps: CourierDependencies, pair: EstimatePair): Promise<Answer | null> {
  const flights = flightsOf(deps.db);
  const key = `${pair.provider}:${pair.pickupPincode}:${pair.deliveryPincode}`;
  let flight = flights.get(key);
  if (!flight) {
    flight = ask(deps, pair).finally(() => flights.delete(key));
    flights.set(key, flight);
  }
  return flight;
}

async function withinBudget<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What the seller's courier says of delivering to `deliveryPincode`: null when the seller ships by
 * hand, the courier has no account, or it did not answer in time (the caller uses its table).
 */
export async function courierEstimate(
  deps: CourierDependencies,
  sellerId: string,
  deliveryPincode: string,
): Promise<CourierEstimate | null> {
  const provider = await courierOfSeller(deps, sellerId);
  if (provider === 'manual') return null;
  const pickup = await pickupOf(deps, provider);
  if (!pickup) return null;
  const pair = { provider, pickupPincode: pickup.pincode, deliveryPincode };
  const kept = await selectEstimate(deps.db, pair);
  if (kept && isFresh(kept, deps.clock.now())) return estimateOf(provider, kept, deps.clock.now());
  const answer = await withinBudget(askOnce(deps, pair), deps.config.couriers.estimateTimeoutMs);
  return answer ? estimateOf(provider, answer, deps.clock.now()) : null;
}
