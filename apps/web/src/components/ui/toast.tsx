// Short messages at the top-left (docs/spec.md §9: login toasts 1000 ms, cart, profile and password
// toasts 700 ms, others 5000 ms). A module store, so any code — a mutation callback, a session
// hook — can show one without a context.
import { useEffect, useSyncExternalStore } from 'react';

export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  durationMs: number;
}

export interface ToastOptions {
  /** How long it stays, in ms; docs/spec.md §9 gives one per kind of message (contract TOAST_MS). */
  durationMs: number;
  tone?: ToastTone;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function setToasts(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows `message` for `durationMs`; returns the toast's id. */
export function showToast(message: string, { durationMs, tone = 'info' }: ToastOptions): number {
  const id = nextId++;
  setToasts([...toasts, { id, message, tone, durationMs }]);
  return id;
}

export function dismissToast(id: number): void {
  setToasts(toasts.filter((toast) => toast.id !== id));
}

export function dismissAllToasts(): void {
  if (toasts.length > 0) setToasts([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot(): readonly Toast[] {
  return toasts;
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs]);

  return (
    <p className={`toast toast-${toast.tone}`} onClick={() => dismissToast(toast.id)}>
      {toast.message}
    </p>
  );
}

/**
 * Mounted once (app/providers.tsx). The region stays in the page so screen readers hear it; the
 * toasts are plain paragraphs, not a list, so they never pass for a list of the page.
 */
export function Toaster() {
  const items = useToasts();
  return (
    <div className="toast-region" role="status" aria-live="polite" aria-atomic="false">
      {items.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
