import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { takeTurns } from "../../server/turns.ts";

/**
 * Requests take turns so that the event loop comes round (and accepts new connections) between
 * renders. A ticker that runs once per turn of the loop shows where each request started.
 */
let ticking = false;
let ticks = 0;
function startTicker() {
  ticking = true;
  ticks = 0;
  const tick = () => {
    if (!ticking) return;
    ticks += 1;
    setImmediate(tick);
  };
  setImmediate(tick);
}
afterEach(() => {
  ticking = false;
});

function appRecording(workMs: number) {
  const started: { name: string; tick: number }[] = [];
  const app = new Hono();
  app.use(takeTurns());
  app.get("/:name", (c) => {
    started.push({ name: c.req.param("name"), tick: ticks });
    const until = performance.now() + workMs;
    while (performance.now() < until) {
      // a render's synchronous work
    }
    return c.text("ok");
  });
  return { app, started };
}

describe("requests take turns", () => {
  it("starts slow requests in arrival order, one per turn of the event loop", async () => {
    const { app, started } = appRecording(5);
    startTicker();
    const names = ["first", "second", "third", "fourth"];
    const responses = await Promise.all(names.map((name) => app.request(`/${name}`)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(started.map((entry) => entry.name)).toEqual(names);
    for (let i = 1; i < started.length; i++) {
      expect(started[i]?.tick).toBeGreaterThan(started[i - 1]?.tick ?? Number.POSITIVE_INFINITY);
    }
  });

  it("starts cheap requests in batches, so a burst needs few turns", async () => {
    const { app, started } = appRecording(0);
    startTicker();
    const count = 60;
    const responses = await Promise.all(
      Array.from({ length: count }, (_, i) => app.request(`/r${i}`)),
    );
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(started.map((entry) => entry.name)).toEqual(
      Array.from({ length: count }, (_, i) => `r${i}`),
    );
    const turns = (started.at(-1)?.tick ?? 0) - (started[0]?.tick ?? 0);
    expect(turns).toBeLessThan(count / 4);
  });

  it("starts a lone request without waiting for load that is not there", async () => {
    const { app, started } = appRecording(0);
    const response = await app.request("/alone");
    expect(await response.text()).toBe("ok");
    expect(started).toHaveLength(1);
  });
});
