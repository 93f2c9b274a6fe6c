import { describe, expect, it } from "vitest";
import { focalClasses } from "./focal-point.server.ts";

describe("focalClasses", () => {
  it("names the focal point to the nearest 5 %, nothing for the centre", () => {
    expect(focalClasses(50, 50)).toBeUndefined();
    expect(focalClasses(52, 48)).toBeUndefined();
    expect(focalClasses(30, 72)).toBe("focal-x-30 focal-y-70");
    expect(focalClasses(0, 100)).toBe("focal-x-0 focal-y-100");
    expect(focalClasses(-4, 140)).toBe("focal-x-0 focal-y-100");
  });
});
