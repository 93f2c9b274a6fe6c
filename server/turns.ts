import type { MiddlewareHandler } from "hono";

/** A turn of the event loop should last about this long under load. */
const TURN_BUDGET_MS = 2;
const MOST_PER_TURN = 32;

/**
 * Requests the app answers take turns: each turn of the event loop starts only as many of them,
 * in the order they arrived, as fit in about TURN_BUDGET_MS.
 *
 * Node (libuv) accepts one new connection per turn of the loop, and a turn runs every request
 * that has arrived on the connections already open. Under full load a turn could then last
 * hundreds of milliseconds, and a visitor's new connection waited in the kernel's queue for
 * seconds while open ones were served again and again. Here a turn runs one page render (a few
 * milliseconds) or a batch of cheap API answers, so new connections are accepted every few
 * milliseconds. The batch doubles while turns stay short and halves when one runs long. An idle
 * server loses nothing: a request starts in the same turn it arrived in.
 */
export function takeTurns(): MiddlewareHandler {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  let perTurn = 1;
  let lastTurn = 0;
  const startNext = () => {
    scheduled = false;
    const now = performance.now();
    // The previous batch ran during the turn since the last call.
    if (lastTurn > 0) {
      perTurn =
        now - lastTurn < TURN_BUDGET_MS
          ? Math.min(MOST_PER_TURN, perTurn * 2)
          : Math.max(1, Math.floor(perTurn / 2));
    }
    for (let i = 0; i < perTurn && waiting.length > 0; i++) waiting.shift()?.();
    if (waiting.length > 0) {
      lastTurn = now;
      schedule();
    } else {
      lastTurn = 0;
    }
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(startNext);
  };
  return async (_c, next) => {
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      schedule();
    });
    await next();
  };
}
