import { paths } from "../lib/paths.ts";

/**
 * The header's menus (SPEC 2.2). Labels are message keys; destination ids follow
 * docs/decisions/004-destination-ids.md.
 */
export interface NavLink {
  label: string;
  /** A literal name (a place) rather than a message key. */
  literal?: boolean;
  href: string;
}

export interface NavGroup {
  label: string;
  href?: string;
  items: NavLink[];
}

export interface NavMenu {
  id: string;
  label: string;
  links?: NavLink[];
  groups?: NavGroup[];
}

const place = (label: string, id: number): NavLink => ({
  label,
  literal: true,
  href: paths.destination(id),
});

export const headerMenus: NavMenu[] = [
  {
    id: "about",
    label: "layout.nav.about",
    links: [
      { label: "layout.nav.stateInfo", href: paths.stateInfo() },
      { label: "layout.nav.generalInfo", href: paths.generalInfo() },
      { label: "layout.nav.transport", href: paths.transport() },
    ],
  },
  {
    id: "cities",
    label: "layout.nav.cities",
    links: [
      ["Pristina", 1],
      ["Prizren", 2],
      ["Peja", 3],
      ["Gjakova", 4],
      ["Mitrovica", 5],
      ["Ferizaj", 6],
    ].map(([name, id]) => ({ label: String(name), literal: true, href: paths.city(Number(id)) })),
  },
  {
    id: "destinations",
    label: "layout.nav.destinations",
    groups: [
      {
        label: "layout.regions.central",
        href: paths.region("central"),
        items: [
          place("Prishtina", 1),
          place("Germia", 10),
          place("Batllava Lake", 11),
          place("Gadime Cave", 14),
        ],
      },
      {
        label: "layout.regions.southern",
        href: paths.region("southern"),
        items: [
          place("Prizren", 2),
          place("Brezovica", 6),
          place("Prevalla", 7),
          place("Sharr Mountains Park, Dragash", 18),
          place("Brod", 9),
        ],
      },
      {
        label: "layout.regions.western",
        href: paths.region("western"),
        items: [
          place("Peja", 3),
          place("Rugova", 5),
          place("Junik", 12),
          place("Deçan", 13),
          place("Gjakova", 4),
          place("Rahovec", 15),
        ],
      },
      {
        label: "layout.regions.northern",
        href: paths.region("northern"),
        items: [
          place("Shala e Bajgorës", 16),
          place("Mitrovica", 8),
          place("Zubin Potok", 17),
          place("Zvečan", 19),
          place("Vushtrri", 20),
          place("Stone Bridge, Vushtrri", 21),
          place("Adem Jashari Memorial Complex", 22),
        ],
      },
      {
        label: "layout.regions.eastern",
        href: paths.region("eastern"),
        items: [
          place("Gjilan Museum", 23),
          place("Artana Castle (Novo Brdo)", 24),
          place("Spas", 25),
        ],
      },
    ],
  },
  {
    id: "attractions",
    label: "layout.nav.attractions",
    links: [
      { label: "layout.nav.allAttractions", href: paths.attractions() },
      { label: "layout.nav.nature", href: paths.attractions("Nature") },
      { label: "layout.nav.historical", href: paths.attractions("Historical") },
      { label: "layout.nav.religious", href: paths.attractions("Religious") },
      { label: "layout.nav.museums", href: paths.attractions("Museum") },
    ],
  },
];

export const headerLinks: NavLink[] = [
  { label: "layout.nav.plan", href: paths.plan() },
  { label: "layout.nav.whatToDo", href: paths.whatToDo() },
  { label: "layout.nav.blog", href: paths.blog() },
];

export const regionLinks: NavLink[] = (
  ["central", "southern", "western", "northern", "eastern"] as const
).map((region) => ({ label: `layout.regions.${region}`, href: paths.region(region) }));
