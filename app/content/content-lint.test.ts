import { describe, expect, it } from "vitest";
import { locales } from "../i18n/locales.ts";
import {
  badLinks,
  type ContentLink,
  dataLinks,
  htmlBlocks,
  htmlLinks,
  type Lang,
  type LinkTarget,
  linkNamesTarget,
  numberMismatch,
  pairTexts,
  type Sourced,
  unsourced,
} from "./content-lint.ts";
import { textOf } from "./localize.ts";
import { contentIn } from "./localized.server.ts";

/** The English content modules, by the name their translation files use. */
const english = import.meta.glob<Record<string, unknown>>(
  [
    "./*.ts",
    "!./*.test.ts",
    "!./*.server.ts",
    "!./localize.ts",
    "!./content-lint.ts",
    "!./schema.ts",
  ],
  { eager: true },
);
const translations = import.meta.glob<Record<string, unknown>>("./translations/*/*.ts", {
  eager: true,
  import: "default",
});
const englishBodies = import.meta.glob<string>("./blog/*.ts", { eager: true, import: "content" });
const translatedBodies = import.meta.glob<string>("./translations/*/blog/*.ts", {
  eager: true,
  import: "content",
});

const moduleName = (file: string) => file.replace(/^.*\//, "").replace(/\.ts$/, "");
const LANGS: Lang[] = ["sq", "de", "it"];

describe("content lint: figures are the same in every language", () => {
  it("finds a changed, a missing and an added figure, and accepts local number formats", () => {
    expect(
      numberMismatch("Valid for 3 months, 90 days.", "Gültig für 6 Monate, 90 Tage.", "de"),
    ).toEqual({
      missing: ["3"],
      extra: ["6"],
    });
    expect(numberMismatch("Valid for three months.", "Gültig für 3 Monate.", "de")).toBeNull();
    expect(numberMismatch("Found in 1966.", "U gjet në vitin 1969.", "sq")).toEqual({
      missing: ["1966"],
      extra: ["1969"],
    });
    expect(
      numberMismatch("About 230,000 people; 0.40 €.", "Circa 230.000 persone; 0,40 €.", "it"),
    ).toBeNull();
    expect(numberMismatch("About 230,000 people.", "Rreth 230 000 banorë.", "sq")).toBeNull();
    expect(
      numberMismatch(
        "Built in the 1460s, 15th century.",
        "Costruita negli anni Sessanta del Quattrocento, XV secolo.",
        "it",
      ),
    ).toBeNull();
    expect(numberMismatch("Dial 112.", "Wählen Sie 122.", "de")).toEqual({
      missing: ["112"],
      extra: ["122"],
    });
  });

  it("finds no figure that differs between English and a translation", () => {
    const problems: string[] = [];
    for (const [file, module] of Object.entries(english)) {
      const name = moduleName(file);
      for (const lang of LANGS) {
        const translated = translations[`./translations/${lang}/${name}.ts`];
        if (!translated) continue;
        for (const [key, value] of Object.entries(module)) {
          pairTexts(textOf(name, value), translated[key], `${name}.${key}`, (path, en, tr) => {
            const m = numberMismatch(en, tr, lang);
            if (m) problems.push(`${lang} ${path}: ${JSON.stringify(m)}`);
          });
        }
      }
    }
    for (const [file, body] of Object.entries(englishBodies)) {
      for (const lang of LANGS) {
        const translated =
          translatedBodies[file.replace("./blog/", `./translations/${lang}/blog/`)];
        if (!translated) continue;
        const en = htmlBlocks(body);
        const tr = htmlBlocks(translated);
        if (en.length !== tr.length) {
          problems.push(`${lang} ${file}: ${en.length} blocks, translation has ${tr.length}`);
          continue;
        }
        en.forEach((block, i) => {
          const m = numberMismatch(block, tr[i] ?? "", lang);
          if (m) problems.push(`${lang} ${file} block ${i}: ${JSON.stringify(m)}`);
        });
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("content lint: a link names the entity it leads to", () => {
  const targets: LinkTarget[] = [
    { kind: "destinations", id: "15", name: "Rahovec" },
    { kind: "experiences", id: "8", name: "Mirusha Waterfalls" },
    { kind: "destinations", id: "13", name: "Deçan" },
  ];

  it("flags a link whose text names another place, and accepts inflected and local names", () => {
    const links = [
      { where: "plan", href: "/experiences/8", text: "Mirusha Waterfalls" },
      { where: "plan", href: "/destinations/15", text: "Mirusha Waterfalls" },
      { where: "blog", href: "/destinations/15", text: "Rahovecit" },
      { where: "plan", href: "/destinations/13", text: "Visoki Dečani Monastery" },
      { where: "plan", href: "/destinations/99", text: "Nowhere" },
      { where: "plan", href: "/about/transport", text: "Transport" },
    ];
    expect(badLinks(links, targets).map((link) => [link.href, link.text])).toEqual([
      ["/destinations/15", "Mirusha Waterfalls"],
      ["/destinations/99", "Nowhere"],
    ]);
    expect(linkNamesTarget("Swim at Batllava Lake", "Gadime Cave (Marble Cave)")).toBe(false);
  });

  it("finds every link in data and in article bodies", () => {
    expect(
      dataLinks("plan", [{ title: "Mirusha Waterfalls", description: "Pools", link: "/x/1" }]),
    ).toEqual([{ where: "plan[0]", href: "/x/1", text: "Mirusha Waterfalls Pools" }]);
    expect(
      htmlLinks("post", '<p>See <a href="/cities/2">Prizren <em>old town</em></a>.</p>'),
    ).toEqual([{ where: "post", href: "/cities/2", text: "Prizren old town" }]);
  });

  for (const locale of locales) {
    it(`finds no link in ${locale} whose text names another entity`, () => {
      const content = contentIn(locale);
      // The capital's Albanian name, which the menus use as the spec asks.
      const aliases = (name: string) => (name === "Pristina" ? ["Prishtina"] : []);
      const targets: LinkTarget[] = [
        ...content.destinations.destinations.map((d) => ({
          kind: "destinations",
          id: String(d.id),
          name: d.name,
          aliases: aliases(d.name),
        })),
        ...content.cities.cities.map((c) => ({
          kind: "cities",
          id: String(c.id),
          name: c.name,
          aliases: aliases(c.name),
        })),
        ...content.attractions.attractions.map((a) => ({
          kind: "attractions",
          id: String(a.id),
          name: a.name,
        })),
        ...content.events.events.map((e) => ({ kind: "events", id: String(e.id), name: e.name })),
        ...content.experiences.experiences.map((e) => ({
          kind: "experiences",
          id: String(e.id),
          name: e.name,
        })),
        ...content.blog.blogPosts.map((p) => ({ kind: "blog", id: String(p.id), name: p.title })),
      ];
      const links: ContentLink[] = [];
      for (const [name, module] of Object.entries(content)) {
        for (const [key, value] of Object.entries(module))
          links.push(...dataLinks(`${name}.${key}`, value));
      }
      for (const post of content.blog.blogPosts)
        links.push(...htmlLinks(`blog ${post.slug}`, post.content));
      expect(badLinks(links, targets)).toEqual([]);
    });
  }
});

describe("content lint: every factual entity names its sources", () => {
  it("flags an entity without sources or with an empty list", () => {
    expect(
      unsourced([
        { label: "destinations 14", value: { sources: [] } },
        { label: "events 10", value: {} },
        {
          label: "places 1",
          value: { sources: [{ url: "https://x.org", checked: "2026-11-26" }] },
        },
      ]),
    ).toEqual(["destinations 14", "events 10"]);
  });

  it("finds none without sources in the content", () => {
    const c = contentIn("en");
    const all = (label: string, list: Array<Sourced & { id: number | string }>) =>
      list.map((value) => ({ label: `${label} ${value.id}`, value }));
    const entities = [
      ...all("destinations", c.destinations.destinations),
      ...all("attractions", c.attractions.attractions),
      ...all("cities", c.cities.cities),
      ...all("places", c.places.places),
      ...all("events", c.events.events),
      ...all("experiences", c.experiences.experiences),
      ...all("activities", c.activities.activities),
      ...all("blog", c.blog.blogPosts),
      ...all("regions", c.regions.regionsContent),
      ...all("travel guides", c["travel-guides"].travelGuides),
      { label: "about", value: c.about.aboutMeta },
      { label: "history", value: c.about.fullHistory },
      { label: "general info", value: c["general-info"].generalInfoMeta },
      { label: "transport", value: c.transport.transportMeta },
      { label: "state info", value: c["state-info"].stateInfoMeta },
      { label: "plan", value: c.plan.planMeta },
    ];
    expect(entities.length).toBeGreaterThan(120);
    expect(unsourced(entities)).toEqual([]);
  });

  it("dates the practical pages", () => {
    const c = contentIn("en");
    for (const page of [
      c["general-info"].generalInfoMeta,
      c.transport.transportMeta,
      c["state-info"].stateInfoMeta,
      c.plan.planMeta,
    ]) {
      expect(page.lastChecked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
