import { describe, expect, it } from "vitest";
import { parseId } from "./ids.ts";

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
