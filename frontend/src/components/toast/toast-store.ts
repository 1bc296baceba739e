import type { ReactNode } from 'react';
import { TIMINGS } from '@evisa/contracts';

export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: string;
  /** Read by screen readers instead of the label when the action needs more context (Radix requires it). */
  altText?: string;
  onClick: () => void;
}

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds until the toast closes itself; defaults to the spec's 5000 ms. */
  duration?: number;
  action?: ToastAction;
}

export interface ToastEntry extends ToastInput {
  id: string;
  open: boolean;
}

/** The spec shows one toast at a time: a new toast replaces the visible one. */
const TOAST_LIMIT = 1;

type Listener = (toasts: readonly ToastEntry[]) => void;

let toasts: readonly ToastEntry[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: readonly ToastEntry[]): void {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  // Dismissed toasts linger (closed) for the spec's removal delay so Radix can animate them out.
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TIMINGS.toastRemoveDelayMs),
  );
}

export function dismissToast(id?: string): void {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/**
 * Shows a toast from anywhere, React or not (machines, API callbacks).
 * Returns handles to close or change it.
 */
export function toast(input: ToastInput): { id: string; dismiss: () => void; update: (next: ToastInput) => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const entry: ToastEntry = { variant: 'default', duration: TIMINGS.toastDefaultMs, ...input, id, open: true };
  const displaced = toasts.slice(TOAST_LIMIT - 1);
  for (const t of displaced) {
    const timer = removalTimers.get(t.id);
    if (timer) clearTimeout(timer);
    removalTimers.delete(t.id);
  }
  emit([entry, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next) => emit(toasts.map((t) => (t.id === id ? { ...t, ...next } : t))),
  };
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastEntry[] {
  return toasts;
}

/** Clears every toast and timer; for tests, which share this module between cases. */
export function resetToasts(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  emit([]);
}
