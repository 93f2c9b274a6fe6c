const longUsDate = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** SPEC 2.19: "2026-10-14" → "October 14, 2026" (a calendar date, the same in every time zone). */
export function formatPublishDate(isoDate: string): string {
  return longUsDate.format(new Date(`${isoDate}T00:00:00Z`));
}
