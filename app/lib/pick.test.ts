import { describe, expect, it } from "vitest";
import { pick } from "./pick.ts";

describe("pick", () => {
  it("keeps the named fields and drops the rest", () => {
    expect(pick({ a: 1, b: "two", c: [3] }, ["a", "c"])).toEqual({ a: 1, c: [3] });
  });
});
