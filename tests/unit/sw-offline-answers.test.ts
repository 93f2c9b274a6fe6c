import { describe, expect, it } from "vitest";
import {
  loadAsDocumentAnswer,
  manifestFileOf,
  manifestRoutes,
  missingPictureAnswer,
  pageOfDataRequest,
  reloadDocumentAnswer,
  routePatchesAnswer,
} from "../../sw/offline-answers.ts";

const origin = "http://127.0.0.1";

describe("what the worker answers offline (decision 115)", () => {
  it("reads only a plain version's manifest file", () => {
    expect(manifestFileOf("c04fdab4")).toBe("/assets/manifest-c04fdab4.js");
    expect(manifestFileOf(null)).toBeUndefined();
    expect(manifestFileOf("")).toBeUndefined();
    expect(manifestFileOf("../sw")).toBeUndefined();
    expect(manifestFileOf("a/b")).toBeUndefined();
  });

  it("answers route discovery with every route of the page's version, or asks for a reload", async () => {
    const source = `window.__reactRouterManifest={"entry":{"module":"/assets/entry.js"},"routes":{"root":{"id":"root","path":""},"routes/cities.$id":{"id":"routes/cities.$id","parentId":"layouts/locale","path":"cities/:id","module":"/assets/cities.js"}},"url":"/assets/manifest-abc123.js","version":"abc123"};`;
    const routes = manifestRoutes(source, "abc123");
    expect(Object.keys(routes ?? {})).toEqual(["root", "routes/cities.$id"]);
    // Another version's file, or not a manifest: nothing to answer with.
    expect(manifestRoutes(source, "def456")).toBeUndefined();
    expect(manifestRoutes("not a manifest", "abc123")).toBeUndefined();

    const answer = routePatchesAnswer(routes ?? {});
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual(routes);
    const reload = reloadDocumentAnswer();
    expect(reload.status).toBe(204);
    expect(reload.headers.get("X-Remix-Reload-Document")).toBe("true");
  });

  it("turns a navigation's data request into the page's address", () => {
    const page = (href: string) => pageOfDataRequest(new URL(href, origin));
    expect(page("/cities/1.data")).toBe("/cities/1");
    expect(page("/_.data")).toBe("/");
    expect(page("/de/_.data")).toBe("/de/");
    expect(page("/plan.data?month=June&_routes=root,routes/plan._index")).toBe("/plan?month=June");
    expect(page("/de/about/general.data?_routes=root")).toBe("/de/about/general");
    expect(page("/cities/1")).toBeUndefined();
    expect(page("/api/search-index.json")).toBeUndefined();
  });

  it("tells React Router to load that page as a document", () => {
    const answer = loadAsDocumentAnswer("/plan?month=June");
    expect(answer.status).toBe(204);
    expect(answer.headers.get("X-Remix-Redirect")).toBe("/plan?month=June");
    expect(answer.headers.get("X-Remix-Reload-Document")).toBe("true");
  });

  it("gives a missing picture a plain box", async () => {
    const answer = missingPictureAnswer();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(await answer.text()).toMatch(/^<svg [^>]*width="16" height="9"/);
  });
});
