import { describe, expect, it } from "vitest";
import { isFestival, nextFestival } from "./next-festival.ts";

const edition = (
  id: number,
  name: string,
  category: string,
  startDate: string,
  endDate?: string,
) => ({
  id,
  name,
  category,
  startDate,
  endDate: endDate ?? null,
});

describe("nextFestival", () => {
  it("takes the festival that starts first, whatever its kind and the order it comes in", () => {
    const rows = [
      edition(10, "DokuFest", "Film", "2027-08-06", "2027-08-14"),
      edition(2, "Prishtina Jazz Festival", "Music", "2026-11-11", "2026-11-15"),
      edition(3, "New Year's Eve in Pristina", "Music", "2026-12-31"),
      edition(8, "Anibar International Animation Festival", "Film", "2027-07-12", "2027-07-18"),
    ];
    // Before: the first film event was shown although the jazz festival came months earlier.
    expect(nextFestival(rows, "2026-11-01")?.name).toBe("Prishtina Jazz Festival");
    // One under way is still to be enjoyed, as on the list of upcoming events.
    expect(nextFestival(rows, "2026-11-15")?.name).toBe("Prishtina Jazz Festival");
    // Over: the next by date, not the next in the list.
    expect(nextFestival(rows, "2026-11-16")?.name).toBe("Anibar International Animation Festival");
    expect(nextFestival(rows, "2027-07-19")?.name).toBe("DokuFest");
    expect(nextFestival(rows, "2027-08-15")).toBeUndefined();
  });

  it("counts as a festival a name with 'Festival' or a film event, nothing else", () => {
    expect(isFestival({ name: "Sunny Hill Festival", category: "Music" })).toBe(true);
    expect(isFestival({ name: "DokuFest", category: "Film" })).toBe(true);
    expect(isFestival({ name: "New Year's Eve in Pristina", category: "Music" })).toBe(false);
    expect(isFestival({ name: "Prishtina Marathon", category: "Sport" })).toBe(false);
  });
});
