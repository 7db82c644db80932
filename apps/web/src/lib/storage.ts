// The browser's localStorage behind typed getters (docs/spec.md §3 "Local storage", §4 clearing the cart).
import { PINCODE_PATTERN } from '@haat/india';

export const STORAGE_KEYS = {
  token: 'haat.token',
  guestCart: 'haat.cart',
  pincode: 'haat.pincode',
} as const;

/**
 * docs/spec.md §3 guest cart line. Prices are rupees as the wire carries them; colorID and sizeID are
 * 0 for a product without variants. Converted to paise only to compute and format. Checked by
 * hand rather than with zod: this runs on every first paint and zod would triple its download.
 */
export interface GuestCartLine {
  productID: string;
  colorID: string | number;
  sizeID: string | number;
  pieces: number;
  name: string;
  mrprice: number;
  price: number;
  color: string;
  size: string;
  img: string;
  total: number;
}

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isId = (value: unknown): value is string | number =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

export function isGuestCartLine(value: unknown): value is GuestCartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.productID === 'string' &&
    line.productID !== '' &&
    isId(line.colorID) &&
    isId(line.sizeID) &&
    Number.isInteger(line.pieces) &&
    isAmount(line.pieces) &&
    typeof line.name === 'string' &&
    isAmount(line.mrprice) &&
    isAmount(line.price) &&
    typeof line.color === 'string' &&
    typeof line.size === 'string' &&
    typeof line.img === 'string' &&
    isAmount(line.total)
  );
}

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * Calls `listener` after any change made here, or in another tab (the `storage` event).
 * Returns the unsubscribe function, so it plugs straight into `useSyncExternalStore`.
 */
export function subscribeToStorage(listener: Listener): () => void {
  listeners.add(listener);
  const onOtherTab = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('haat.')) listener();
  };
  window.addEventListener('storage', onOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onOtherTab);
  };
}

/** Raw text under a key; null when absent or when storage is unavailable (private mode). */
export function readRaw(key: string): string | null {
  // On the server there is no storage: answer at once rather than throw and catch per render.
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch (error) {
    // Quota exceeded or storage disabled: the value lives only for this page view.
    console.error('localStorage write failed', error);
  }
  notify();
}

/** Parses stored JSON; a broken value reads as absent rather than crashing the page. */
function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  const token = readRaw(STORAGE_KEYS.token);
  return token === null || token === '' ? null : token;
}

export function setToken(token: string): void {
  write(STORAGE_KEYS.token, token);
}

export function clearToken(): void {
  write(STORAGE_KEYS.token, null);
}

/** A stored cart that is not a list of well-formed lines reads as empty. */
export function parseGuestCart(raw: string | null): GuestCartLine[] {
  const value = parseJson(raw);
  return Array.isArray(value) && value.every(isGuestCartLine) ? value : [];
}

export function getGuestCart(): GuestCartLine[] {
  return parseGuestCart(readRaw(STORAGE_KEYS.guestCart));
}

export function setGuestCart(lines: GuestCartLine[]): void {
  write(STORAGE_KEYS.guestCart, JSON.stringify(lines));
}

export function getPincode(): string | null {
  const pincode = readRaw(STORAGE_KEYS.pincode);
  return pincode !== null && PINCODE_PATTERN.test(pincode) ? pincode : null;
}

export function setPincode(pincode: string): void {
  write(STORAGE_KEYS.pincode, pincode);
}

/** docs/spec.md §4: clearing the cart wipes all local storage (token and pin code included). */
export function clearAll(): void {
  try {
    window.localStorage.clear();
  } catch (error) {
    console.error('localStorage clear failed', error);
  }
  notify();
}
