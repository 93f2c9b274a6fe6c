import { type ComponentType, lazy, memo, Suspense, useEffect, useRef } from "react";

/** A visitor's first move: what waits for the view loads then too (decision 123). */
const FIRST_INTERACTION = ["pointerdown", "keydown", "touchstart", "wheel"] as const;
/** How far below the viewport a section starts loading while the visitor scrolls towards it. */
const AHEAD = "600px 0px";

/**
 * Server-rendered now, code on view (decision 123): a section below the fold (the reviews, the
 * recheck form) is rendered whole on the server, so the page shows and works without JavaScript
 * and nothing shifts, but its code is not in the first load. On the client the section stays the
 * server's HTML (a Suspense boundary React hydrates once its code arrives) until it comes near
 * the viewport or the visitor first interacts with the page, whichever comes first. Reached by a
 * client navigation (no server HTML), it loads at once.
 *
 * `server` is the component itself on the server and `undefined` in the client build (pass
 * `import.meta.env.SSR ? Component : undefined`), so the client bundle only has `load`'s chunk.
 * The component must render one element (or more) at its top: its box is what is watched.
 */
export function onView<P extends object>(
  server: ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
) {
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
    useEffect(() => {
      const first = box.current?.firstElementChild;
      if (!first || !("IntersectionObserver" in window)) {
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
      for (const type of FIRST_INTERACTION) {
        window.addEventListener(type, open, { capture: true, passive: true });
      }
      const stop = () => {
        observer.disconnect();
        for (const type of FIRST_INTERACTION) window.removeEventListener(type, open, true);
      };
      void opened.then(stop);
      return stop;
    }, []);
    const Body = server ?? Client;
    return (
      <div ref={box} className="contents">
        <Suspense fallback={null}>
          <Body {...props} />
        </Suspense>
      </div>
    );
  }
  return memo(OnView);
}
