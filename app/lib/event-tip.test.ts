import { describe, expect, it } from "vitest";
import { checkTip, type TipValues, tipValues } from "./event-tip.ts";

const good: TipValues = {
  name: "  Prizren  Street Food Days ",
  startDate: "2027-05-14",
  endDate: "2027-05-16",
  startTime: "18:00",
  town: "Prizren",
  venue: "Shadërvan square",
  description: "Three evenings of food stalls from the whole region, with music after dark.",
  link: "https://streetfood.example/prizren",
  organiserName: "Arta Krasniqi",
  organiserEmail: " Arta@Example.COM ",
  consent: "yes",
};
const TODAY = "2027-01-10";

describe("checkTip", () => {
  it("accepts a complete tip, tidied", () => {
    const result = checkTip(good, TODAY);
    expect(result).toEqual({
      ok: true,
      tip: expect.objectContaining({
        name: "Prizren Street Food Days",
        organiserEmail: "arta@example.com",
        endDate: "2027-05-16",
        venue: "Shadërvan square",
      }),
    });
  });

  it("names every field that is wrong, with its message", () => {
    const result = checkTip(
      tipValues({
        name: "x",
        startDate: "2027-02-30",
        endDate: "yesterday",
        startTime: "25:00",
        town: "",
        description: "short",
        link: "http://insecure.example",
        organiserName: "",
        organiserEmail: "not-an-address",
      }),
      TODAY,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        name: "name",
        startDate: "startDate",
        endDate: "endDate",
        startTime: "startTime",
        town: "town",
        description: "description",
        link: "link",
        organiserName: "organiserName",
        organiserEmail: "organiserEmail",
        consent: "consent",
      },
    });
  });

  it("refuses past and far dates and an end before the start", () => {
    const check = (patch: Partial<TipValues>) => {
      const result = checkTip({ ...good, ...patch }, TODAY);
      return result.ok ? {} : result.errors;
    };
    expect(check({ startDate: "2027-01-09" })).toEqual({ startDate: "startDate" });
    expect(check({ startDate: "2030-01-01", endDate: "" })).toEqual({
      startDate: "startDateFar",
    });
    expect(check({ endDate: "2027-05-13" })).toEqual({ endDate: "endDate" });
  });

  it("treats anything but strings as empty, and keeps texts as typed text", () => {
    const values = tipValues({ name: ["a"], town: { $ne: 1 }, consent: true });
    expect(values.name).toBe("");
    expect(values.town).toBe("");
    expect(values.consent).toBe("");
    const result = checkTip({ ...good, name: "<script>alert(1)</script>" }, TODAY);
    expect(result.ok && result.tip.name).toBe("<script>alert(1)</script>");
  });
});
