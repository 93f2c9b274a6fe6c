import { describe, expect, it } from "vitest";
import {
  formatClock,
  formatDay,
  formatDaysOfMonth,
  formatEuro,
  formatMonthYear,
  formatNumber,
  formatRating,
  monthShort,
} from "./format.ts";

describe("dates and numbers in four languages", () => {
  const day = { year: 2027, month: 8, day: 6 };

  it("writes a day", () => {
    expect(formatDay("en", day)).toBe("August 6, 2027");
    expect(formatDay("de", day)).toBe("6. August 2027");
    expect(formatDay("it", day)).toBe("6 agosto 2027");
    expect(formatDay("sq", day)).toBe("6 gusht 2027");
  });

  it("writes days of one month (SPEC 9's shape in English)", () => {
    const to = { ...day, day: 14 };
    expect(formatDaysOfMonth("en", day, to)).toBe("August 6 - 14, 2027");
    expect(formatDaysOfMonth("de", day, to)).toBe("6.–14. August 2027");
    expect(formatDaysOfMonth("it", day, to)).toBe("6–14 agosto 2027");
    expect(formatDaysOfMonth("sq", day, to)).toBe("6–14 gusht 2027");
  });

  it("writes months", () => {
    expect(formatMonthYear("sq", 2027, 12)).toBe("dhjetor 2027");
    expect(formatMonthYear("it", 2027, 12)).toBe("dicembre 2027");
    expect(monthShort("sq", 7)).toBe("korr");
    expect(monthShort("en", 7)).toBe("Jul");
    expect(monthShort("de", 3)).toBe("März");
    expect(monthShort("it", 9)).toBe("set");
  });

  it("writes clock times: h:mm a in English, 24 hours elsewhere", () => {
    expect(formatClock("en", 20, 0)).toBe("8:00 PM");
    expect(formatClock("de", 20, 0)).toBe("20:00");
    expect(formatClock("sq", 9, 5)).toBe("9:05");
    expect(formatClock("en", 0, 30)).toBe("12:30 AM");
    expect(formatClock("en", 12, 0)).toBe("12:00 PM");
    expect(formatClock("en", 9, 5)).toBe("9:05 AM");
  });

  it("writes numbers and euros", () => {
    expect(formatNumber("en", 10887)).toBe("10,887");
    expect(formatNumber("de", 10887)).toBe("10.887");
    expect(formatNumber("sq", 10887)).toBe("10\u00a0887");
    expect(formatNumber("sq", 1234)).toBe("1234");
    expect(formatRating("sq", 4.6)).toBe("4,6");
    expect(formatRating("it", 4)).toBe("4,0");
    expect(formatRating("en", 4.55)).toBe("4.6");
    expect(formatNumber("it", 1234.5)).toBe("1234,5");
    expect(formatNumber("it", 12345.5)).toBe("12.345,5");
    expect(formatNumber("de", 1234)).toBe("1.234");
    expect(formatNumber("en", 1234567.891)).toBe("1,234,567.891");
    expect(formatNumber("en", 0.125, { maximumFractionDigits: 2 })).toBe("0.13");
    expect(formatNumber("en", -3.5)).toBe("-3.5");
    expect(formatNumber("de", 2.999, { maximumFractionDigits: 0 })).toBe("3");
    expect(formatEuro("en", 299)).toBe("€299");
    expect(formatEuro("de", 1299)).toBe("1.299\u00a0€");
    expect(formatEuro("sq", 199)).toBe("199\u00a0€");
  });
});
