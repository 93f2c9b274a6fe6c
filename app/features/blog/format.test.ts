import { describe, expect, it } from "vitest";
import { formatPublishDate } from "./format.ts";

describe("formatPublishDate", () => {
  it("writes the long US format", () => {
    expect(formatPublishDate("2026-10-14")).toBe("October 14, 2026");
    expect(formatPublishDate("2025-05-07")).toBe("May 7, 2025");
    expect(formatPublishDate("2026-01-01")).toBe("January 1, 2026");
  });
});

describe("formatPublishDate in the other languages", () => {
  it("writes each language's long date", () => {
    expect(formatPublishDate("2026-10-14", "de")).toBe("14. Oktober 2026");
    expect(formatPublishDate("2026-10-14", "it")).toBe("14 ottobre 2026");
    expect(formatPublishDate("2026-10-14", "sq")).toBe("14 tetor 2026");
  });
});
