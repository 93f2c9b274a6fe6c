/** Kosovo's clock: "upcoming" and event times are decided in Europe/Belgrade time. */
export const KOSOVO_TIME_ZONE = "Europe/Belgrade";

/** Today's date (YYYY-MM-DD) in Kosovo. */
export function todayInKosovo(now: Date = new Date()): string {
  kosovoDay ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: KOSOVO_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return kosovoDay.format(now);
}

// Built on first use, then kept: constructing an Intl formatter costs far more than using one.
let kosovoDay: Intl.DateTimeFormat | undefined;
let kosovoZoneName: Intl.DateTimeFormat | undefined;

/** "+01:00" in winter, "+02:00" in summer: Kosovo's UTC offset on a given day. */
export function kosovoOffset(date: string): string {
  kosovoZoneName ??= new Intl.DateTimeFormat("en-US", {
    timeZone: KOSOVO_TIME_ZONE,
    timeZoneName: "longOffset",
  });
  const name = kosovoZoneName
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .find((part) => part.type === "timeZoneName")?.value;
  return name?.replace("GMT", "") || "+01:00";
}
