// The shop's courier account and choices (docs/decisions/couriers.md): the operator enters the
// Shiprocket API user's e-mail, password and webhook key once; the password, the webhook key and
// each login token are sealed (lib/sealed-text.ts) and never shown back or logged. Which courier a
// seller ships with is the seller's own choice when set, else the shop's, else manual.
import { timingSafeEqual, createHash } from 'node:crypto';
import type { Clock } from '../../lib/clock.ts';
import { openText, sealText, type SealingSource } from '../../lib/sealed-text.ts';
import type { Config } from '../../config.ts';
import type { CourierPort } from './courier-port.ts';
import { createShiprocket, type TokenStore } from './shiprocket.ts';
import { createDelhivery } from './delhivery.ts';
import {
  deleteChoice,
  selectAccount,
  selectChoices,
  updateToken,
  upsertAccount,
  upsertChoice,
} from './couriers.repository.ts';

export const COURIER_PROVIDERS = ['manual', 'shiprocket', 'delhivery'] as const;
/** The providers a parcel is booked through (manual is none). */
export type BookingProvider = Exclude<CourierProvider, 'manual'>;
export type CourierProvider = (typeof COURIER_PROVIDERS)[number];
export const SHOP_SCOPE = 'shop';

export interface CourierDependencies extends SealingSource {
  clock: Clock;
  config: SealingSource['config'] & Pick<Config, 'couriers'>;
  /** Tests and the sandbox may hand in their own port; otherwise the account's adapter. */
  port?: CourierPort;
}

export interface AccountInput {
  email: string;
  password: string;
  webhookKey: string;
  pickupLocation: string;
  pickupPincode: string;
}

export async function saveShiprocketAccount(deps: CourierDependencies, input: AccountInput) {
  const [passwordSealed, webhookKeySealed] = await Promise.all([
    sealText(deps, input.password),
    sealText(deps, input.webhookKey),
  ]);
  await upsertAccount(deps.db, {
    provider: 'shiprocket',
    email: input.email,
    passwordSealed,
    webhookKeySealed,
    pickupLocation: input.pickupLocation,
    pickupPincode: input.pickupPincode,
    updatedAt: deps.clock.now(),
  });
}

export interface DelhiveryAccountInput {
  /** The client name Delhivery registered the account under. */
  clientName: string;
  token: string;
  /** What Delhivery's scan push sends in its Authorization header (the operator gives it). */
  pushSecret: string;
  pickupLocation: string;
  pickupPincode: string;
}

/**
 * Delhivery's account in the same row shape: the client name where Shiprocket's e-mail is, the
 * API token sealed where its password is, the scan push's secret sealed as its webhook key.
 */
export async function saveDelhiveryAccount(
  deps: CourierDependencies,
  input: DelhiveryAccountInput,
) {
  const [tokenSealed, pushSecretSealed] = await Promise.all([
    sealText(deps, input.token),
    sealText(deps, input.pushSecret),
  ]);
  await upsertAccount(deps.db, {
    provider: 'delhivery',
    email: input.clientName,
    passwordSealed: tokenSealed,
    webhookKeySealed: pushSecretSealed,
    pickupLocation: input.pickupLocation,
    pickupPincode: input.pickupPincode,
    updatedAt: deps.clock.now(),
  });
}

/** What the back office shows of the account: never a secret. */
export async function describeAccount(
  deps: CourierDependencies,
  provider: BookingProvider = 'shiprocket',
) {
  const row = await selectAccount(deps.db, provider);
  if (!row) return null;
  return {
    email: row.email,
    pickupLocation: row.pickupLocation,
    pickupPincode: row.pickupPincode,
    loggedInUntil: row.tokenExpiresAt,
    updatedAt: row.updatedAt,
  };
}

function sealedTokens(deps: CourierDependencies): TokenStore {
  return {
    async read() {
      const row = await selectAccount(deps.db, 'shiprocket');
      if (!row?.tokenSealed || !row.tokenExpiresAt) return null;
      return { token: await openText(deps, row.tokenSealed), expiresAt: row.tokenExpiresAt };
    },
    async write(token, expiresAt) {
      await updateToken(deps.db, 'shiprocket', await sealText(deps, token), expiresAt);
    },
  };
}

/** The shop's Shiprocket adapter with its account, or null when none is set up. */
export async function shiprocketPort(deps: CourierDependencies): Promise<CourierPort | null> {
  if (deps.port && deps.port.provider !== 'delhivery') return deps.port;
  const row = await selectAccount(deps.db, 'shiprocket');
  if (!row) return null;
  return createShiprocket(
    {
      baseUrl: deps.config.couriers.shiprocketBaseUrl,
      timeoutMs: deps.config.couriers.timeoutMs,
      email: row.email,
      password: await openText(deps, row.passwordSealed),
    },
    sealedTokens(deps),
    deps.clock,
  );
}

/** The shop's Delhivery adapter with its sealed token, or null when none is entered. */
export async function delhiveryPort(deps: CourierDependencies): Promise<CourierPort | null> {
  if (deps.port?.provider === 'delhivery') return deps.port;
  const row = await selectAccount(deps.db, 'delhivery');
  if (!row) return null;
  return createDelhivery(
    {
      baseUrl: deps.config.couriers.delhiveryBaseUrl,
      timeoutMs: deps.config.couriers.timeoutMs,
      token: await openText(deps, row.passwordSealed),
      pickupLocation: row.pickupLocation,
      pickupPincode: row.pickupPincode,
    },
    () => deps.clock.now(),
  );
}

/** The adapter a provider's parcels are booked and tracked through. */
export function courierPort(
  deps: CourierDependencies,
  provider: BookingProvider,
): Promise<CourierPort | null> {
  return provider === 'delhivery' ? delhiveryPort(deps) : shiprocketPort(deps);
}

export async function pickupOf(
  deps: CourierDependencies,
  provider: BookingProvider = 'shiprocket',
) {
  const row = await selectAccount(deps.db, provider);
  return row ? { location: row.pickupLocation, pincode: row.pickupPincode } : null;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Whether the webhook's key (Shiprocket's x-api-key, Delhivery's Authorization) is the account's, compared in constant time. */
export async function webhookKeyMatches(
  deps: CourierDependencies,
  given: string | undefined,
  provider: BookingProvider = 'shiprocket',
): Promise<boolean> {
  const row = await selectAccount(deps.db, provider);
  if (!row || !given) return false;
  let expected = openedKeys.get(row.webhookKeySealed);
  if (!expected) {
    expected = digest(await openText(deps, row.webhookKeySealed));
    // A key entered again is sealed anew (a new nonce): the old one's digest is never asked again.
    if (openedKeys.size >= 8) openedKeys.clear();
    openedKeys.set(row.webhookKeySealed, expected);
  }
  return timingSafeEqual(expected, digest(given));
}

/**
 * The digest of each sealed webhook key opened so far, by its sealed text: every scan is checked
 * against the account's row as read then, without deriving the key and opening it each time. Only
 * digests are kept, never a key.
 */
const openedKeys = new Map<string, Buffer>();

export async function readChoices(deps: Pick<CourierDependencies, 'db'>) {
  const rows = await selectChoices(deps.db);
  const shop = rows.find((row) => row.scope === SHOP_SCOPE)?.provider ?? 'manual';
  const sellers = new Map(
    rows.filter((row) => row.scope !== SHOP_SCOPE).map((row) => [row.scope, row.provider]),
  );
  return { shop: shop as CourierProvider, sellers: sellers as Map<string, CourierProvider> };
}

/** The courier a seller ships with: their own choice, else the shop's. */
export async function courierOfSeller(
  deps: Pick<CourierDependencies, 'db'>,
  sellerId: string,
): Promise<CourierProvider> {
  const choices = await readChoices(deps);
  return choices.sellers.get(sellerId) ?? choices.shop;
}

/** `choice` null: the seller follows the shop's. */
export async function chooseCourier(
  deps: Pick<CourierDependencies, 'db' | 'clock'>,
  scope: string,
  choice: CourierProvider | null,
) {
  if (choice === null) await deleteChoice(deps.db, scope);
  else await upsertChoice(deps.db, scope, choice, deps.clock.now());
}
