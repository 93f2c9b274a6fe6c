import { lazy, Suspense, useState, useSyncExternalStore } from "react";

/** At most one toast is visible (SPEC 4): a new one replaces the current. */
export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
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

const ToastView = lazy(() => import("./toast-view.tsx"));

/**
 * Where toasts appear. The Radix toast code loads with the first toast, not with every page
 * (a toast only ever follows something the visitor did).
 */
export function Toaster() {
  const message = useToastMessage();
  const [used, setUsed] = useState(false);
  if (message && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ToastView />
    </Suspense>
  );
}
