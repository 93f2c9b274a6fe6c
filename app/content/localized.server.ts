import { defaultLocale, type Locale, locales } from "../i18n/locales.ts";
import * as about from "./about.ts";
import * as activities from "./activities.ts";
import * as attractions from "./attractions.ts";
import * as blog from "./blog.ts";
import * as cities from "./cities.ts";
import * as destinations from "./destinations.ts";
import * as events from "./events.ts";
import * as experiences from "./experiences.ts";
import * as generalInfo from "./general-info.ts";
import * as legal from "./legal.ts";
import { overlay } from "./localize.ts";
import * as media from "./media.ts";
import * as navigation from "./navigation.ts";
import * as places from "./places.ts";
import * as plan from "./plan.ts";
import * as regions from "./regions.ts";
import * as stateInfo from "./state-info.ts";
import * as transport from "./transport.ts";
import * as travelGuides from "./travel-guides.ts";

/** The English content modules, by the file name their translations use. */
const english = {
  about,
  activities,
  attractions,
  blog,
  cities,
  destinations,
  events,
  experiences,
  "general-info": generalInfo,
  legal,
  media,
  navigation,
  places,
  plan,
  regions,
  "state-info": stateInfo,
  transport,
  "travel-guides": travelGuides,
};

type ModuleName = keyof typeof english;
// biome-ignore lint/complexity/noBannedTypes: a module's helper functions read the English data
type DataOf<T> = { [K in keyof T as T[K] extends Function ? never : K]: T[K] };
export type Content = { [M in ModuleName]: DataOf<(typeof english)[M]> };

const texts = import.meta.glob<Record<string, unknown>>("./translations/*/*.ts", {
  eager: true,
  import: "default",
});
const articleBodies = import.meta.glob<string>("./translations/*/blog/*.ts", {
  eager: true,
  import: "content",
});

function build(locale: Locale): Content {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [name, module] of Object.entries(english)) {
    const text =
      locale === defaultLocale ? {} : (texts[`./translations/${locale}/${name}.ts`] ?? {});
    const data: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(module)) {
      if (typeof value !== "function") data[key] = overlay(value, text[key]);
    }
    out[name] = data;
  }
  if (locale !== defaultLocale) {
    const posts = out.blog as { blogPosts: blog.BlogPost[] };
    posts.blogPosts = posts.blogPosts.map((post) => ({
      ...post,
      content: articleBodies[`./translations/${locale}/blog/${post.slug}.ts`] ?? post.content,
    }));
  }
  return out as unknown as Content;
}

const cache = new Map<Locale, Content>();

/** Every content collection in a language: the English data with that language's texts over it. */
export function contentIn(locale: Locale): Content {
  let content = cache.get(locale);
  if (!content) {
    content = build(locale);
    cache.set(locale, content);
  }
  return content;
}

/** Builds every language once, so the first visitor in each language does not wait for it. */
export function warmContent(): void {
  for (const locale of locales) contentIn(locale);
}
