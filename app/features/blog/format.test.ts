import { describe, expect, it } from "vitest";
import { formatPublishDate } from "./format.ts";

describe("formatPublishDate", () => {
  it("writes the long US format", () => {
    expect(formatPublishDate("2026-10-14")).toBe("October 14, 2026");
    expect(formatPublishDate("2025-05-07")).toBe("May 7, 2025");
    expect(formatPublishDate("2026-01-01")).toBe("January 1, 2026");
  });
});
