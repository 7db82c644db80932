// The signed-in shopper's cart and wishlist as this phone holds them: the header's badges, every
// heart and every Add to Cart read them on every page, so they live in a store of their own, not in
// a query library every page would have to download first (docs/decisions/page-weight.md "Pages
// without a query library first"). Each is loaded once at start and at login, replaced by the
// server's answer to every change, and kept on the device for when the connection is gone
// (lib/device-copies.ts). Only the signed-in customer's own answer ever shows.
import { useEffect, useSyncExternalStore } from 'react';
import { ApiError } from './api-client';
import { deviceCopyOf, keepDeviceCopy } from './device-copies';
import { getSession, useSession } from './session';

interface State<T> {
  /** Whose answer this is; null before the first start. */
  owner: string | null;
  data: T | undefined;
  /** The last read failed (its error is logged). */
  failed: boolean;
  /** Read from the server since this owner's start (a device copy is not). */
  isFresh: boolean;
  /** Changes on their way to the server. */
  changes: number;
}

export interface PersonalAnswer<T> {
  /** Reads it from the server again; a set() made meanwhile wins over this read. */
  fetch(): Promise<T>;
  /**
   * Reads it again for whoever shows it: settles once the read has, a failure included (it is
   * logged, and `isError` shows it when there is nothing else to show).
   */
  refresh(): Promise<void>;
  /** What the phone holds for the signed-in customer, or a read when it holds nothing. */
  ensure(): Promise<T>;
  /** Replaces it with the server's answer to a change. */
  set(data: T): void;
  /** Counts `change` as on its way until it settles (the cart's quantity buttons wait for it). */
  track<R>(change: Promise<R>): Promise<R>;
  subscribe(listener: () => void): () => void;
  snapshot(): State<T>;
  /** Makes `customerId` the owner (dropping another's answer) and reads it once per owner. */
  start(customerId: string): void;
  /** Drops what it holds (logout). */
  forget(): void;
}

export interface AnswerView<T> {
  data: T | undefined;
  /** Nothing to show yet (always so for a guest). */
  isPending: boolean;
  /** Signed in, nothing to show, and the read failed. */
  isError: boolean;
  /** A change is on its way. */
  isUpdating: boolean;
  refetch(): Promise<void>;
}

const SERVER_STATE: State<never> = Object.freeze({
  owner: null,
  data: undefined,
  failed: false,
  isFresh: false,
  changes: 0,
});

/** A network failure is tried once more (4G drops often); an answer from the server is not. */
const isWorthRetrying = (error: unknown) =>
  !(error instanceof ApiError) || error.status >= 500 || error.status === 0;

export function createPersonalAnswer<T>(
  name: string,
  read: (signal: AbortSignal) => Promise<T>,
): PersonalAnswer<T> {
  let state: State<T> = SERVER_STATE;
  let reading: { promise: Promise<T>; controller: AbortController } | null = null;
  const listeners = new Set<() => void>();

  function update(next: Partial<State<T>>): void {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  function currentOwner(): string | null {
    const session = getSession();
    return session.isLoggedIn ? session.customerId : null;
  }

  function stopReading(): void {
    reading?.controller.abort();
    reading = null;
  }

  /** Makes `owner` the one whose answer is held: another's goes, the device's copy shows. */
  function adopt(owner: string | null): void {
    if (state.owner === owner) return;
    stopReading();
    update({
      owner,
      // What the device kept shows at once (and with no connection); it is always asked again.
      data: owner === null ? undefined : deviceCopyOf<T>(name, owner),
      failed: false,
      isFresh: false,
    });
  }

  async function readOnce(controller: AbortController): Promise<T> {
    try {
      return await read(controller.signal);
    } catch (error) {
      if (controller.signal.aborted || !isWorthRetrying(error)) throw error;
      return read(controller.signal);
    }
  }

  const answer: PersonalAnswer<T> = {
    fetch() {
      const owner = currentOwner();
      adopt(owner);
      if (reading) return reading.promise;
      const controller = new AbortController();
      const promise = readOnce(controller).then(
        (data) => {
          if (reading?.controller === controller) reading = null;
          if (!controller.signal.aborted && owner === currentOwner()) {
            answer.set(data);
            return data;
          }
          // Stopped by a newer answer: that one stands.
          return state.owner === owner && state.data !== undefined ? state.data : data;
        },
        (error: unknown) => {
          if (reading?.controller === controller) reading = null;
          // Stopped by a newer answer (set) or another owner's start: that answer stands.
          if (controller.signal.aborted) {
            if (state.owner === owner && state.data !== undefined) return state.data;
            throw error;
          }
          // docs/spec.md §8: a failed load is only logged; what the phone holds stays shown.
          console.error('Loading failed', name, error);
          update({ failed: true });
          throw error;
        },
      );
      reading = { promise, controller };
      return promise;
    },

    async refresh() {
      try {
        await answer.fetch();
      } catch {
        // Logged and marked by fetch (docs/spec.md §8: a failed load is only logged).
      }
    },

    async ensure() {
      const owner = currentOwner();
      if (owner !== null && state.owner === owner && state.data !== undefined) return state.data;
      return answer.fetch();
    },

    set(data) {
      stopReading();
      const owner = currentOwner();
      adopt(owner);
      update({ data, failed: false, isFresh: true });
      if (owner !== null) keepDeviceCopy(name, owner, data);
    },

    async track(change) {
      update({ changes: state.changes + 1 });
      try {
        return await change;
      } finally {
        update({ changes: state.changes - 1 });
      }
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    snapshot: () => state,

    forget() {
      stopReading();
      update({ ...SERVER_STATE, changes: state.changes });
    },

    start(customerId) {
      adopt(customerId);
      if (!state.isFresh && !reading) void answer.refresh();
    },
  };
  return answer;
}

const serverSnapshot = () => SERVER_STATE;

/** The signed-in customer's answer (loaded once, at start); nothing for a guest. */
export function usePersonalAnswer<T>(answer: PersonalAnswer<T>): AnswerView<T> {
  const session = useSession();
  const state = useSyncExternalStore(answer.subscribe, answer.snapshot, serverSnapshot) as State<T>;
  const customerId = session.isLoggedIn ? session.customerId : null;
  useEffect(() => {
    if (customerId !== null) answer.start(customerId);
  }, [answer, customerId]);

  const data = customerId !== null && state.owner === customerId ? state.data : undefined;
  return {
    data,
    isPending: data === undefined && !(customerId !== null && state.failed),
    isError: customerId !== null && data === undefined && state.failed,
    isUpdating: state.changes > 0,
    refetch: answer.refresh,
  };
}
