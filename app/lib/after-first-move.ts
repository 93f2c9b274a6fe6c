import { useEffect, useState } from "react";

/** After the load, what waits for a first interaction starts anyway after this long. */
export const AFTER_LOAD_DELAY_MS = 5_000;
/** A visitor's first move. */
const FIRST_MOVE = ["pointerdown", "keydown", "touchstart", "scroll", "wheel"] as const;

/**
 * Calls `start` at the visitor's first interaction or AFTER_LOAD_DELAY_MS after the load,
 * whichever comes first, and then when the browser is idle (decision 120): code that is not the
 * page itself (the service worker's half of the frame, "Keep offline", sections below the fold)
 * leaves the first seconds' network and processor to the page, and still arrives within seconds,
 * before the visitor may lose the connection. Returns what cancels it.
 */
export function onFirstMove(start: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const begin = () => {
    stop();
    if ("requestIdleCallback" in window) requestIdleCallback(start);
    else setTimeout(start, 1);
  };
  const stop = () => {
    clearTimeout(timer);
    window.removeEventListener("load", afterLoad);
    for (const type of FIRST_MOVE) window.removeEventListener(type, begin, true);
  };
  const afterLoad = () => {
    timer = setTimeout(begin, AFTER_LOAD_DELAY_MS);
  };
  for (const type of FIRST_MOVE) {
    window.addEventListener(type, begin, { capture: true, passive: true });
  }
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
  return stop;
}

/** False until `onFirstMove` has fired. */
export function useAfterFirstMove(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => onFirstMove(() => setStarted(true)), []);
  return started;
}
