import { describe, expect, it } from "vitest";
import { wrapIndex } from "./gallery.ts";

describe("wrapIndex", () => {
  it("moves forward and back inside the list", () => {
    expect(wrapIndex(1, 4)).toBe(1);
    expect(wrapIndex(2 - 1, 4)).toBe(1);
  });

  it("wraps from the last to the first going forward", () => {
    expect(wrapIndex(4, 4)).toBe(0);
  });

  it("wraps from the first to the last going back", () => {
    expect(wrapIndex(-1, 4)).toBe(3);
  });

  it("handles jumps of more than one lap and a single picture", () => {
    expect(wrapIndex(9, 4)).toBe(1);
    expect(wrapIndex(-5, 4)).toBe(3);
    expect(wrapIndex(-1, 1)).toBe(0);
    expect(wrapIndex(1, 1)).toBe(0);
  });

  it("stays at 0 for an empty list", () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
});
