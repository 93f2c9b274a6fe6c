// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { renderInLocale } from "../../../tests/support/render.tsx";
import type { Locale } from "../../i18n/locales.ts";
import type { EventPageData } from "./event-data.server.ts";
import { EventPage } from "./event-page.tsx";

const event: EventPageData["event"] = {
  id: 99,
  name: "Gjakova Summer Nights",
  description: "Open-air concerts in the old bazaar of Gjakova on summer evenings, free to all.",
  image: "/artwork/events/hardh-fest.svg",
  imageAlt: "A stage at dusk in an old bazaar street",
  startDate: "2027-07-02T21:00:00+02:00",
  endDate: "2027-07-04",
  location: "Old bazaar, Gjakova",
  datesConfirmed: false,
  startTime: "21:00",
  address: "Old bazaar, Gjakova, Kosovo",
  town: "Gjakova",
  category: "Music",
  lat: 42.38,
  lng: 20.43,
  dateNote: undefined,
  website: undefined,
  untranslated: true,
  englishFields: ["description", "details", "location", "address"],
  details: ["The bazaar's cafés put out chairs. Bands play from nine."],
  past: false,
};

function renderPage(data: EventPageData["event"], locale: Locale) {
  const page: EventPageData = {
    event: data,
    jsonLd: {} as EventPageData["jsonLd"],
    more: [],
    url: "",
  };
  const Stub = createRoutesStub([
    { path: "/de/events/99", Component: () => <EventPage data={page} /> },
  ]);
  return renderInLocale(<Stub initialEntries={["/de/events/99"]} />, locale);
}

afterEach(cleanup);

describe("EventPage", () => {
  it("says in the page's language that texts are not yet translated, and marks them English", async () => {
    renderPage(event, "de");
    expect(
      await screen.findByText(
        "Diese Seite ist noch nicht ins Deutsche übersetzt. Einige Texte erscheinen auf Englisch.",
      ),
    ).toBeTruthy();
    expect(screen.getByText(event.description).getAttribute("lang")).toBe("en");
    expect(screen.getByText(event.address).getAttribute("lang")).toBe("en");
    // The dates are still unconfirmed, said in German.
    expect(screen.getAllByText("Termine noch nicht bestätigt").length).toBeGreaterThan(0);
  });

  it("says nothing of the kind once the texts are translated", async () => {
    renderPage({ ...event, untranslated: false, englishFields: [], datesConfirmed: true }, "de");
    expect(await screen.findByText(event.description)).toBeTruthy();
    expect(screen.getByText(event.description).getAttribute("lang")).toBeNull();
    expect(screen.queryByText(/noch nicht ins Deutsche übersetzt/)).toBeNull();
    expect(screen.queryByText("Termine noch nicht bestätigt")).toBeNull();
  });

  it("shows the note about the dates while they are expected, and never once they are confirmed", async () => {
    const note = "Dates for 2027 are not announced yet; check the organiser's page.";
    renderPage({ ...event, untranslated: false, englishFields: [], dateNote: note }, "en");
    expect(await screen.findByText(note)).toBeTruthy();
    expect(screen.getByText("About the dates")).toBeTruthy();
    cleanup();
    // Even a page handed the stored note (a preview, an older shape) does not show it.
    renderPage(
      { ...event, untranslated: false, englishFields: [], datesConfirmed: true, dateNote: note },
      "en",
    );
    expect(await screen.findByText("Dates confirmed")).toBeTruthy();
    expect(screen.queryByText(note)).toBeNull();
    expect(screen.queryByText("Dates to be confirmed")).toBeNull();
  });
});
