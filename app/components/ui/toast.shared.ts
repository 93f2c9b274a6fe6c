import { useSyncExternalStore } from "react";

/** The toast store: toast() anywhere (toast.tsx), shown by the Radix view (toast.rich.tsx). */

/** At most one toast is visible (SPEC 4): a new one replaces the current. */
export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** One button beside the text ("Reload"); its label is also what assistive tech announces. */
  action?: { label: string; onAction: () => void };
  /** Milliseconds before it closes by itself; `Infinity` waits for the visitor. */
  duration?: number;
}

let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function toast(message: Omit<ToastMessage, "id">): void {
  current = { ...message, id: nextId++ };
  emit();
}

export function dismiss(id: number) {
  if (current?.id === id) {
    current = null;
    emit();
  }
}

export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current toast, re-rendering when it changes. */
export function useToastMessage(): ToastMessage | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
