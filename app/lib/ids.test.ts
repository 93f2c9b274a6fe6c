import { describe, expect, it } from "vitest";
import { parseId, requireFound, requireId } from "./ids.ts";

describe("parseId", () => {
  it("reads positive integers", () => {
    expect(parseId("1")).toBe(1);
    expect(parseId("42")).toBe(42);
  });

  it("rejects everything else", () => {
    for (const param of [undefined, "", "0", "01", "-1", "1.5", "abc", "1e3", "9999999"]) {
      expect(parseId(param), String(param)).toBeUndefined();
    }
  });
});

describe("requireId and requireFound", () => {
  it("pass what is there through", () => {
    expect(requireId("7")).toBe(7);
    expect(requireFound(0)).toBe(0);
  });

  it("throw a 404 for what is not", () => {
    const thrown = (attempt: () => unknown) => {
      try {
        attempt();
      } catch (error) {
        return error as { data: unknown; init: ResponseInit | null };
      }
      throw new Error("nothing thrown");
    };
    expect(thrown(() => requireId("x")).init?.status).toBe(404);
    expect(thrown(() => requireFound(undefined, "Gone"))).toMatchObject({
      data: "Gone",
      init: { status: 404 },
    });
  });
});
