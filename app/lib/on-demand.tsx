import { type ComponentType, lazy, type ReactNode, Suspense } from "react";

/**
 * "Plain first, rich on first use" (decision 006, 043): a widget renders as plain HTML until a
 * visitor reaches for it, then its rich half (Radix, named `x.rich.tsx`) loads and takes over.
 * `onDemand` is that swap: the returned component renders the rich half, showing `fallback`
 * (usually the plain half) while its code loads; `preload()` fetches the code early, on the
 * hover or focus that comes before a press.
 */
export function onDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchOnce = () => {
    loading ??= load();
    return loading;
  };
  const Rich = lazy(fetchOnce);
  function OnDemand({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    return (
      <Suspense fallback={fallback}>
        <Rich {...(props as P)} />
      </Suspense>
    );
  }
  OnDemand.preload = () => {
    void fetchOnce();
  };
  return OnDemand;
}
