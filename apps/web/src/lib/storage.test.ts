import { describe, expect, it } from 'vitest';
import {
  STORAGE_KEYS,
  clearAll,
  getGuestCart,
  getPincode,
  getToken,
  setPincode,
  setToken,
} from './storage';

describe('storage', () => {
  it('reads a corrupt guest cart as empty instead of crashing', () => {
    window.localStorage.setItem(STORAGE_KEYS.guestCart, '{not json');
    expect(getGuestCart()).toEqual([]);
    window.localStorage.setItem(STORAGE_KEYS.guestCart, JSON.stringify([{ productID: 'p1' }]));
    expect(getGuestCart()).toEqual([]);
  });

  it('remembers only a valid 6-digit pin code', () => {
    setPincode('452001');
    expect(getPincode()).toBe('452001');
    window.localStorage.setItem(STORAGE_KEYS.pincode, '12');
    expect(getPincode()).toBeNull();
  });

  it('wipes every key when the cart is cleared (docs/spec.md §4)', () => {
    setToken('t');
    setPincode('452001');
    window.localStorage.setItem('unrelated', 'x');
    clearAll();
    expect(getToken()).toBeNull();
    expect(getPincode()).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });
});
