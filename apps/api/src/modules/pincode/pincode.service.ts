// Pin-code rules: what the India Post directory says of a pin, and who delivers there, how
// (prepaid, COD) and by when. A blocked area (neither prepaid nor COD) is not serviceable.
import { addBusinessDaysSkippingSundays, formatIsoDateIst } from '@haat/india';
import type { PincodeAvailability } from '@haat/contract';
import type { LanguageCode } from '@haat/contract/constants';
import { findGstStateByCode } from '@haat/india';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { DISTRICT_NAMES_HI } from './district-names-hi.ts';
import { selectPincode, selectProductSellerId, selectServiceAreas } from './pincode.repository.ts';

export interface PincodePlace {
  pincode: string;
  district: string;
  state: string;
  stateCode: string;
  country: string;
}

export async function findPincodePlace(
  db: Executor,
  pincode: string,
): Promise<PincodePlace | null> {
  const row = await selectPincode(db, pincode);
  return row
    ? {
        pincode: row.pincode,
        district: row.district,
        state: row.state,
        stateCode: row.stateCode,
        country: row.country,
      }
    : null;
}

/**
 * The place's district and state as a page in `language` shows them: on a Hindi page their Hindi
 * names (the state's from @haat/india, the district's from district-names-hi.ts), each as the
 * directory writes it where there is none. What an address stores stays the directory's English.
 */
export function placeNamesIn(
  language: LanguageCode,
  place: Pick<PincodePlace, 'district' | 'state' | 'stateCode' | 'country'>,
): { district: string; state: string; country: string } {
  if (language !== 'hi') {
    return { district: place.district, state: place.state, country: place.country };
  }
  return {
    district: DISTRICT_NAMES_HI[place.stateCode]?.[place.district] ?? place.district,
    state: findGstStateByCode(place.stateCode)?.nameHi ?? place.state,
    country: place.country === 'India' ? 'भारत' : place.country,
  };
}

export async function lookupPincodePlace(db: Executor, pincode: string): Promise<PincodePlace> {
  const place = await findPincodePlace(db, pincode);
  if (!place) throw new AppError('NOT_FOUND', 'Invalid Pincode.');
  return place;
}

export interface SellerServiceability {
  sellerId: string;
  prepaid: boolean;
  cod: boolean;
  deliveryDays: number;
  deliveryDate: string;
}

/** How each of `sellerIds` serves `pincode`; sellers that do not deliver there are left out. */
export async function findSellerServiceability(
  db: Executor,
  sellerIds: string[] | null,
  pincode: string,
  now: Date,
): Promise<SellerServiceability[]> {
  if (sellerIds !== null && sellerIds.length === 0) return [];
  const areas = await selectServiceAreas(db, sellerIds, pincode);
  return areas
    .filter((area) => area.prepaid || area.cod)
    .map((area) => ({
      sellerId: area.seller_id,
      prepaid: area.prepaid,
      cod: area.cod,
      deliveryDays: area.delivery_days,
      deliveryDate: formatIsoDateIst(addBusinessDaysSkippingSundays(now, area.delivery_days)),
    }));
}

/**
 * What the seller's courier says of delivering to a pin code (the couriers module's estimate,
 * lent by the composition root): null when the seller ships by hand or the courier did not answer
 * in time, and the service areas answer alone.
 */
export type CourierEstimateLookup = (
  sellerId: string,
  pincode: string,
) => Promise<{
  served: boolean;
  courierName: string | null;
  deliveryDate: string | null;
  cod: boolean | null;
} | null>;

const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000;

/**
 * docs/spec.md §7 availability: one entry when the product's seller (or, without a product, any
 * seller) delivers to the pin — the fastest one, with COD when any such seller offers it. With a
 * product whose seller ships through a courier, the courier decides (docs/decisions/couriers.md
 * "Delivery estimates"): a pin it does not serve is not deliverable, its date is shown, and COD
 * needs both the seller's area and the courier.
 */
export async function checkAvailability(
  db: Executor,
  pincode: string,
  productId: string | undefined,
  now: Date,
  courierEstimate?: CourierEstimateLookup,
): Promise<PincodeAvailability[]> {
  if (!(await findPincodePlace(db, pincode))) return [];
  let sellerIds: string[] | null = null;
  if (productId !== undefined) {
    const sellerId = await selectProductSellerId(db, productId);
    if (!sellerId) throw new AppError('NOT_FOUND', 'Product not found.');
    sellerIds = [sellerId];
  }
  const serving = await findSellerServiceability(db, sellerIds, pincode, now);
  if (serving.length === 0) return [];
  const [only] = serving;
  if (sellerIds !== null && only && courierEstimate) {
    const courier = await courierEstimate(only.sellerId, pincode);
    if (courier && !courier.served) return [];
    if (courier) {
      const deliveryDate = courier.deliveryDate ?? only.deliveryDate;
      return [
        {
          pincode,
          deliveryDate,
          deliveryDays: courier.deliveryDate
            ? dayNumber(deliveryDate) - dayNumber(formatIsoDateIst(now))
            : only.deliveryDays,
          cod: only.cod && courier.cod !== false,
          prepaid: only.prepaid,
          courier: courier.courierName,
          dateFrom: courier.deliveryDate ? 'courier' : 'shop',
        },
      ];
    }
  }
  const fastest = serving.reduce((best, option) =>
    option.deliveryDays < best.deliveryDays ? option : best,
  );
  return [
    {
      pincode,
      deliveryDate: fastest.deliveryDate,
      deliveryDays: fastest.deliveryDays,
      cod: serving.some((option) => option.cod),
      prepaid: serving.some((option) => option.prepaid),
      courier: null,
      dateFrom: 'shop',
    },
  ];
}
