import { describe, expect, it } from "vitest";
import { requestedPage } from "./requested-page.server.ts";

const page = (url: string) => requestedPage(new Request(url));

describe("the page a loader serves", () => {
  it("is the document's own path and query", () => {
    expect(page("https://x.test/de/plan?month=June")).toEqual({
      pathname: "/de/plan",
      search: "?month=June",
    });
  });

  it("is the same for the data request of a client-side navigation", () => {
    expect(page("https://x.test/de/plan.data?month=June&_routes=root")).toEqual({
      pathname: "/de/plan",
      search: "?month=June",
    });
    expect(page("https://x.test/_.data?_routes=root")).toEqual({ pathname: "/", search: "" });
    expect(page("https://x.test/sq/_.data")).toEqual({ pathname: "/sq/", search: "" });
  });
});
