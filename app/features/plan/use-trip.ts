import { useCallback, useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { LAST_TRIP_KEY } from "../../lib/offline.ts";
import { parseTripSearch, type TripState, tripSearch } from "./trip.ts";

/**
 * The builder's state is the page's query string: the server renders it, a shared link restores
 * it, and a change replaces the URL without scrolling or reloading data. The choice shows at
 * once (the URL follows a moment later), and back/forward bring the URL's trip back.
 */
export function useTrip(): [TripState, (next: TripState) => void] {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const fromUrl = tripSearch(parseTripSearch(searchParams));
  const [trip, setTrip] = useState(() => parseTripSearch(searchParams));
  useEffect(() => setTrip(parseTripSearch(new URLSearchParams(fromUrl))), [fromUrl]);
  // Offline, the builder opened without a trip brings back the last one (decision 082): its
  // itinerary is stored for exactly that trip.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the page as opened
  useEffect(() => {
    if (navigator.onLine || searchParams.has("month")) return;
    const last = readLastTrip();
    if (last) navigate({ search: `?${last}` }, { replace: true, preventScrollReset: true });
  }, []);
  const update = useCallback(
    (next: TripState) => {
      setTrip(next);
      navigate({ search: `?${tripSearch(next)}` }, { replace: true, preventScrollReset: true });
    },
    [navigate],
  );
  return [trip, update];
}

function readLastTrip(): string | null {
  try {
    return localStorage.getItem(LAST_TRIP_KEY);
  } catch {
    return null;
  }
}

/** The address that opens this exact trip in the builder, from the plan page's public URL. */
export function tripUrl(state: TripState, planUrl: string): string {
  return `${planUrl}?${tripSearch(state)}#builder`;
}
