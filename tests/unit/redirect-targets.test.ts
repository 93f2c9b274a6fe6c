import { describe, expect, it } from "vitest";
import { safeNext } from "../../app/features/desk/ui.tsx";
import { loader as localeLoader } from "../../app/layouts/locale.tsx";

/**
 * Every redirect whose target comes from the request stays on the site (issue 29 item 15): the
 * `/en/…` address of an English page, and the desk's "where to after signing in". The
 * newsletter form's `returnTo` is tested in tests/db/newsletter.test.ts.
 */

const ATTACKS = [
  "//evil.example",
  "/.//evil.example",
  "/\\evil.example",
  "/%2F%2Fevil.example",
  "/%5Cevil.example",
  "/%09/evil.example",
];

function englishRedirect(path: string): string | null {
  try {
    localeLoader({
      params: { lang: "en" },
      request: new Request(`http://site.test${path}`),
      context: {},
    } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return `${thrown.status} ${thrown.headers.get("Location")}`;
    throw thrown;
  }
  return null;
}

describe("the /en/… addresses", () => {
  it("go to the English page without the prefix", () => {
    expect(englishRedirect("/en")).toBe("301 /");
    expect(englishRedirect("/en/events?month=2026-12")).toBe("301 /events?month=2026-12");
  });

  it.each(ATTACKS)("never to another site: /en%s goes home", (attack) => {
    expect(englishRedirect(`/en${attack}`)).toBe("301 /");
  });
});

describe("the desk's next page after signing in", () => {
  it("is a desk path", () => {
    expect(safeNext("/desk/events/12?done=created")).toBe("/desk/events/12?done=created");
    expect(safeNext("/blog")).toBe("/desk");
  });

  it.each([...ATTACKS, "https://evil.example/desk", "/desk/../..//evil.example"])(
    "never another site: %j goes to /desk",
    (attack) => {
      expect(safeNext(attack)).toBe("/desk");
    },
  );
});
