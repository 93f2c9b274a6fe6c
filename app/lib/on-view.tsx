import { type ComponentType, lazy, memo, Suspense, useCallback, useEffect, useRef } from "react";
import { onFirstMove } from "./after-first-move.ts";

/** How far below the viewport a section starts loading while the visitor scrolls towards it. */
const AHEAD = "200px 0px";

/**
 * Server-rendered now, code on view (decision 123): a section below the fold (the reviews, the
 * recheck form) is rendered whole on the server, so the page shows and works without JavaScript
 * and nothing shifts, but its code is not in the first load. On the client the section stays the
 * server's HTML (a Suspense boundary React hydrates once its code arrives) until it comes near
 * the viewport, the address names something in it, the visitor first interacts with the page or
 * a few seconds have passed since the load (onFirstMove), whichever comes first; a button pressed
 * before is pressed again once it has hydrated. Reached by a client navigation (no server HTML),
 * it loads at once.
 *
 * `load` imports the section's module, named `x.view.tsx` so the service worker stores its code
 * for offline use (sw/vite.config.ts). The server renders it through the same `lazy` (the page
 * is sent once all of it is ready, app/entry.server.tsx), so the client bundle has only `load`'s
 * chunk and no module waits for another at start. `server` replaces it in tests (a component, or
 * `null` for "as in the browser"). The component must render one element (or more) at its top:
 * its box is what is watched.
 */
export function onView<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { server }: { server?: ComponentType<P> | null } = {},
) {
  const OnServer =
    server === undefined && import.meta.env.SSR
      ? lazy(() => load().then((component) => ({ default: component })))
      : (server ?? undefined);
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  // Code that cannot be fetched (offline and not stored, a deploy in between) leaves the section
  // as the server rendered it, forms posting as plain HTML, rather than failing the page.
  const Client = lazy(() =>
    opened
      .then(load)
      .then((component) => ({ default: component }))
      .catch(() => new Promise<never>(() => {})),
  );
  function OnView(props: P) {
    const box = useRef<HTMLDivElement>(null);
    const hydrated = useRef(false);
    const missed = useRef<HTMLElement | null>(null);
    const stopListening = useRef(() => {});
    // A press on one of the section's buttons before its code arrived: React cannot handle it
    // (it stops the event at a boundary it has not hydrated), so the button is pressed again
    // once it has. Links, submit buttons and a <details>' summary need no code: the browser
    // follows, posts and opens them.
    useEffect(() => {
      const onClick = (event: MouseEvent) => {
        if (hydrated.current) return;
        const target = (event.target as Element | null)?.closest?.("button, [role=button]");
        if (!(target instanceof HTMLElement) || !box.current?.contains(target)) return;
        // A form's submit (or reset) button works without code.
        if (target instanceof HTMLButtonElement && target.type !== "button" && target.form) return;
        missed.current = target;
      };
      window.addEventListener("click", onClick, true);
      stopListening.current = () => window.removeEventListener("click", onClick, true);
      return stopListening.current;
    }, []);
    const afterHydration = useCallback(() => {
      hydrated.current = true;
      stopListening.current();
      const target = missed.current;
      missed.current = null;
      if (target) setTimeout(() => pressAgain(target, REPLAY_TRIES));
    }, []);
    useEffect(() => {
      const first = box.current?.firstElementChild;
      if (!first || !("IntersectionObserver" in window) || holdsTarget(box.current)) {
        open();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) open();
        },
        { rootMargin: AHEAD },
      );
      observer.observe(first);
      const cancel = onFirstMove(open);
      const stop = () => {
        observer.disconnect();
        cancel();
      };
      void opened.then(stop);
      return stop;
    }, []);
    const Body = OnServer ?? Client;
    return (
      <div ref={box} className="contents">
        <Suspense fallback={null}>
          <Body {...props} />
          <Hydrated then={afterHydration} />
        </Suspense>
      </div>
    );
  }
  return memo(OnView);
}

/** How many times (every 50 ms) a missed press is tried again while React still holds it. */
const REPLAY_TRIES = 40;

/**
 * Presses `target`; while React stops the press (a boundary nested in the section, an `Await`,
 * is not hydrated yet, and the press never reaches the button), tries again 50 ms later.
 */
function pressAgain(target: HTMLElement, tries: number) {
  if (!target.isConnected) return;
  let reached = false;
  const mark = () => {
    reached = true;
  };
  target.addEventListener("click", mark);
  target.click();
  target.removeEventListener("click", mark);
  if (!reached && tries > 1) setTimeout(() => pressAgain(target, tries - 1), 50);
}

/** Renders nothing; its effect runs once the boundary it is in has hydrated. */
function Hydrated({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

/** Whether the address's `#fragment` names an element of the section (it scrolls to it). */
function holdsTarget(box: HTMLElement | null): boolean {
  const id = window.location.hash.slice(1);
  if (!id || !box) return false;
  try {
    return box.querySelector(`#${CSS.escape(decodeURIComponent(id))}`) !== null;
  } catch {
    return false;
  }
}
