// What the shop asks of a courier (docs/decisions/couriers.md): serviceability, booking (the
// provider's order, its AWB, its pickup), the label, cancelling, tracking, and finding a booking
// again by our own reference when its answer was lost; and a return's reverse pickup. One adapter
// per provider speaks its API.
import type { ReturnReason } from '@haat/contract';

/** A refusal or a failure of a call to the courier. */
export class CourierError extends Error {
  override name = 'CourierError';
  constructor(
    message: string,
    /**
     * unavailable: down, 5xx, 429 or no answer in time (try again: nothing is booked twice);
     * refused: the provider said no to this request (4xx), in its words;
     * unserviceable: no courier carries between the two pin codes;
     * login: the account's credentials were refused.
     */
    readonly kind: 'unavailable' | 'refused' | 'unserviceable' | 'login',
  ) {
    super(message);
  }
}

export interface CourierParcel {
  /** Our reference for the parcel, sent as the provider's order id. */
  reference: string;
  orderDate: Date;
  pickupLocation: string;
  to: CourierAddress;
  items: { name: string; sku: string; units: number; sellingPricePaise: number; hsn: string }[];
  cod: boolean;
  /** What the courier collects on delivery (cash on delivery) or the parcel's value. */
  subTotalPaise: number;
  weightKg: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

/** An address a parcel is picked up at or taken to. */
export interface CourierAddress {
  name: string;
  address: string;
  landmark: string | null;
  city: string;
  state: string;
  pincode: string;
  mobile: string;
  email: string | null;
}

/**
 * A return's parcel (a reverse pickup): picked up at the shopper's address (`from`) and taken to
 * the seller's (`to`); prepaid always (nothing is collected).
 */
export interface ReturnParcel {
  /** Our reference for the return's parcel (`<return id>-R`), sent as the provider's order id. */
  reference: string;
  orderDate: Date;
  /** The provider's registered pickup location (Delhivery's create.json names one). */
  pickupLocation: string;
  from: CourierAddress;
  to: CourierAddress;
  items: CourierParcel['items'];
  /** The returned pieces' value. */
  valuePaise: number;
  /** Why it comes back (the shopper's choice; the provider keeps it with the order). */
  reason: ReturnReason;
  weightKg: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

export interface ProviderOrder {
  orderId: string;
  shipmentId: string;
  /** Already assigned, when the order was found again after a lost answer. */
  awb: string | null;
  courierName: string | null;
}

export interface AwbAssignment {
  awb: string;
  courierName: string;
}

export interface PickupBooking {
  scheduledAt: Date | null;
  token: string | null;
}

export interface CourierOption {
  courierId: number;
  name: string;
  ratePaise: number;
  /** The courier's expected delivery date, when it gives one. */
  expectedAt: Date | null;
  /** Whether it takes cash on delivery there; null when the provider does not say. */
  cod: boolean | null;
}

export interface CourierScan {
  at: Date;
  statusCode: number;
  statusLabel: string;
  activity: string;
  location: string;
}

export interface CourierTracking {
  awb: string;
  courierName: string | null;
  expectedAt: Date | null;
  scans: CourierScan[];
}

/** What is asked of the courier for a failed delivery attempt (an NDR). */
export type NdrInstruction =
  | {
      action: 're-attempt';
      comments: string;
      /** The day to try again (India's date, YYYY-MM-DD). */
      deferredDate: string | null;
      /** A corrected mobile number, and a corrected address (two lines). */
      phone: string | null;
      address1: string | null;
      address2: string | null;
    }
  | { action: 'return'; comments: string };

/** One COD remittance as the courier reports it: its transfer, and the parcels' cash in it. */
export interface CodRemittance {
  /** The courier's id of the remittance (Shiprocket: crf_id). */
  reference: string;
  utr: string;
  /** India's date, YYYY-MM-DD. */
  remittedOn: string;
  totalPaise: number;
  lines: { awb: string; amountPaise: number }[];
}

/** A delivered COD parcel not yet remitted, whose remittance is asked for. */
export interface RemittanceQuestion {
  awb: string;
  providerOrderId: string;
}

export interface CourierPort {
  readonly provider: string;
  serviceability(input: {
    pickupPincode: string;
    deliveryPincode: string;
    weightKg: number;
    cod: boolean;
  }): Promise<CourierOption[]>;
  /** The provider's order made for this reference before, if any (a lost answer's booking). */
  findByReference(reference: string): Promise<ProviderOrder | null>;
  createOrder(parcel: CourierParcel): Promise<ProviderOrder>;
  assignAwb(shipmentId: string, courierId: number | null): Promise<AwbAssignment>;
  /**
   * Books the parcel's pickup: on `day` (India's date, YYYY-MM-DD) when the seller chose one, else
   * on the provider's next slot. Asked again with another day, it moves the pickup.
   */
  schedulePickup(shipmentId: string, day: string | null): Promise<PickupBooking>;
  /**
   * The provider's own manifest for a pickup, where its API makes one (Shiprocket); null where the
   * shop draws its own (Delhivery's API has none).
   */
  readonly manifest: null | {
    /** Marks the shipments manifested at the provider (once each). */
    generate(shipmentIds: string[]): Promise<void>;
    /** Where the manifest PDF of these provider orders is; `fetchLabel` reads its bytes. */
    print(orderIds: string[]): Promise<string>;
  };
  /** Where the label PDF is; `fetchLabel` reads its bytes. */
  generateLabel(shipmentId: string): Promise<string>;
  fetchLabel(url: string): Promise<Buffer>;
  cancel(orderId: string): Promise<void>;
  track(awb: string): Promise<CourierTracking>;
  /** Re-attempt or return a parcel whose delivery failed. */
  ndrAction(awb: string, instruction: NdrInstruction): Promise<void>;
  /** Couriers that pick up at the shopper's pin code and deliver to the seller's (a return). */
  returnServiceability(input: {
    pickupPincode: string;
    deliveryPincode: string;
    weightKg: number;
    valuePaise: number;
  }): Promise<CourierOption[]>;
  /** The return order made for this reference before, if any (made on or after `since`). */
  findReturnByReference(reference: string, since: Date): Promise<ProviderOrder | null>;
  /** Makes the return order; its AWB is then assigned by `assignAwb` (Delhivery: already). */
  createReturnOrder(parcel: ReturnParcel): Promise<ProviderOrder>;
  /**
   * The COD remittances made between two India dates (YYYY-MM-DD) with these parcels' lines in
   * them. Absent where the courier's API has none (Delhivery: the operator uploads its report).
   */
  codRemittances?(input: {
    from: string;
    to: string;
    parcels: readonly RemittanceQuestion[];
  }): Promise<CodRemittance[]>;
  /** `doctor`: logs in with the credentials (answers who the account is). */
  checkLogin(): Promise<string>;
}
