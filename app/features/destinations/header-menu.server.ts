import type { NavLink, NavMenu } from "../../content/navigation.ts";
import { regions } from "../../content/schema.ts";
import { paths } from "../../lib/paths.ts";

/** What the header's destinations menu needs of a public destination, in the page's language. */
export interface MenuDestination {
  id: number;
  name: string;
  region: string;
}

/**
 * The header's menus with the destinations menu following the database's public destinations
 * (decision 101): each region's group lists exactly its public destinations. Those the content
 * files name keep their short label and their place in the menu; a destination the desk added
 * comes after them, under its name, by name. One the desk unpublished (or moved to another
 * region) leaves its group, so the menu never links to a friendly 404.
 */
export function withPublicDestinations(
  menus: readonly NavMenu[],
  destinations: readonly MenuDestination[],
): NavMenu[] {
  return menus.map((menu) => {
    if (!menu.groups) return menu;
    const curated = new Map<string, { label: string; order: number }>();
    for (const link of menu.groups.flatMap((group) => group.items)) {
      curated.set(link.href, { label: link.label, order: curated.size });
    }
    const groups = menu.groups.map((group) => {
      const region = regions.find((candidate) => paths.region(candidate) === group.href);
      if (!region) return group;
      const items = destinations
        .filter((destination) => destination.region === region)
        .map((destination): NavLink & { order: number } => {
          const href = paths.destination(destination.id);
          const known = curated.get(href);
          return {
            label: known?.label ?? destination.name,
            literal: true,
            href,
            order: known?.order ?? Number.POSITIVE_INFINITY,
          };
        })
        .sort((a, b) => a.order - b.order || a.label.localeCompare(b.label))
        .map(({ order: _order, ...link }) => link);
      return { ...group, items };
    });
    return { ...menu, groups };
  });
}
