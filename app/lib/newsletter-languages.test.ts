import { describe, expect, it } from "vitest";
import { languageStates } from "./newsletter-languages.ts";

describe("languageStates: the README's rule, missing or older than the English", () => {
  it("names each language's state", () => {
    expect(
      languageStates({
        en: { updated: "2027-06-20" },
        sq: { updated: "2027-06-21" },
        de: { updated: "2027-06-19" },
      }),
    ).toEqual({ en: "current", sq: "current", de: "older", it: "missing" });
  });

  it("compares desk times as well as dates", () => {
    expect(
      languageStates({
        en: { updated: "2027-06-20T10:00:00.000Z" },
        sq: { updated: "2027-06-20T10:00:00.000Z" },
        de: { updated: "2027-06-20T09:59:59.000Z" },
        it: {},
      }),
    ).toEqual({ en: "current", sq: "current", de: "older", it: "older" });
  });
});
