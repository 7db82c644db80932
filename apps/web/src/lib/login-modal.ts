// Whether the login modal is open and on which view (docs/spec.md §4: 1 login, 2 register). A store in
// lib/ so any feature can open it — the cart's Proceed to Checkout, the wishlist heart — without
// importing the auth feature; app/layout/login-modal-host.tsx draws it.
import { useSyncExternalStore } from 'react';
import { isLoggedIn } from './session';

export type LoginView = 'login' | 'register';

/**
 * `next`: where a login made in the modal goes, a path inside the page's language (the router's
 * basename keeps /hi): the checkout a guest asked for. Without it the shopper stays where they are.
 */
export type LoginModalState =
  | { isOpen: false }
  | { isOpen: true; view: LoginView; next?: string };

const CLOSED: LoginModalState = Object.freeze({ isOpen: false });

let state: LoginModalState = CLOSED;
const listeners = new Set<() => void>();

function setState(next: LoginModalState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function openLoginModal(view: LoginView = 'login', next?: string): void {
  setState(next === undefined ? { isOpen: true, view } : { isOpen: true, view, next });
}

/** Switches between the login and register views while the modal is open; `next` stays. */
export function setLoginView(view: LoginView): void {
  if (state.isOpen && state.view !== view) setState({ ...state, view });
}

export function closeLoginModal(): void {
  if (state.isOpen) setState(CLOSED);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot(): LoginModalState {
  return state;
}

export function useLoginModal(): LoginModalState {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/**
 * For a link that needs a signed-in customer (wishlist, my account): a guest's tap opens the login
 * modal instead of following it (docs/spec.md §2 top bar, §6).
 */
export function openLoginModalForGuest(event: { preventDefault(): void }): void {
  if (isLoggedIn()) return;
  event.preventDefault();
  openLoginModal('login');
}
