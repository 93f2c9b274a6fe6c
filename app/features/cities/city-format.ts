/** Display rules of SPEC 2.13 and 2.14 for the city texts. */

/** Whether an (English) founded text mentions a century. */
export function mentionsCentury(founded: string): boolean {
  return /\bcentur(y|ies)\b/i.test(founded);
}

/** The list shows the founded text when it mentions a century, otherwise "Ancient". */
export function foundedLabel(founded: string, ancient: string): string {
  return mentionsCentury(founded) ? founded : ancient;
}

/** The detail page shows the founded text before its first comma. */
export function foundedYear(founded: string): string {
  return founded.split(",")[0]?.trim() ?? founded;
}

export const CITY_HIGHLIGHTS_LIMIT = 6;
export const CITY_GALLERY_THUMBNAILS = 5;

export type CityTab = "all" | "northern" | "central" | "southern";
export const cityTabs: readonly CityTab[] = ["all", "northern", "central", "southern"];

/** "All Cities" lists the five after the capital; a region tab lists that region's cities. */
export function citiesForTab<T extends { id: number; region: string }>(
  cities: readonly T[],
  tab: CityTab,
  capitalId = 1,
): T[] {
  if (tab === "all") return cities.filter((city) => city.id !== capitalId);
  return cities.filter((city) => city.region === tab);
}
