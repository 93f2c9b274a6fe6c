import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { useT } from "../../i18n/i18n.tsx";
import { RefreshCw } from "../icons.tsx";

/** SPEC 9 constants. */
export const PULL_TRIGGER = 80;
export const PULL_MAX = 120;
export const PULL_DAMPING = 0.4;
export const REFRESH_DELAY_MS = 1000;

/** How far the indicator moves for a finger movement of `delta` pixels. */
export function pullDistance(delta: number): number {
  return Math.max(0, Math.min(PULL_MAX, delta * PULL_DAMPING));
}

/** Pull down at the top of the page on a touch screen to reload the page's data. */
export function PullToRefresh() {
  const t = useT();
  const revalidator = useRevalidator();
  const [distance, setDistance] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const start = useRef<number | null>(null);
  const current = useRef(0);
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    if (refreshing) return;
    const onStart = (event: TouchEvent) => {
      start.current = window.scrollY <= 0 ? (event.touches[0]?.clientY ?? null) : null;
    };
    const onMove = (event: TouchEvent) => {
      if (start.current === null) return;
      const y = event.touches[0]?.clientY ?? start.current;
      current.current = pullDistance(y - start.current);
      setDistance(current.current);
    };
    const onEnd = async () => {
      if (start.current === null) return;
      start.current = null;
      if (current.current < PULL_TRIGGER) {
        setDistance(0);
        return;
      }
      setRefreshing(true);
      try {
        await new Promise((resolve) => setTimeout(resolve, REFRESH_DELAY_MS));
        await revalidate.current();
      } catch (error) {
        console.warn("Pull to refresh failed", error);
      } finally {
        current.current = 0;
        setDistance(0);
        setRefreshing(false);
      }
    };
    window.addEventListener("touchstart", onStart, { passive: true });
    window.addEventListener("touchmove", onMove, { passive: true });
    window.addEventListener("touchend", onEnd);
    return () => {
      window.removeEventListener("touchstart", onStart);
      window.removeEventListener("touchmove", onMove);
      window.removeEventListener("touchend", onEnd);
    };
  }, [refreshing]);

  if (distance === 0 && !refreshing) return null;
  const ready = distance >= PULL_TRIGGER;
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-16 z-50 flex justify-center"
      style={{ transform: `translateY(${refreshing ? 24 : distance}px)` }}
    >
      <span className="flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm text-slate-700 shadow-lg">
        <RefreshCw
          aria-hidden="true"
          className={`size-4 text-brand-600 ${refreshing ? "animate-spin" : ""}`}
          style={refreshing ? undefined : { transform: `rotate(${distance * 3}deg)` }}
        />
        {refreshing
          ? t("layout.pullToRefresh.refreshing")
          : ready
            ? t("layout.pullToRefresh.release")
            : t("layout.pullToRefresh.pulling")}
      </span>
    </div>
  );
}
