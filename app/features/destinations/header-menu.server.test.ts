import { describe, expect, it } from "vitest";
import { headerMenus } from "../../content/navigation.ts";
import { withPublicDestinations } from "./header-menu.server.ts";

const groupsOf = (menus: ReturnType<typeof withPublicDestinations>) =>
  menus.find((menu) => menu.id === "destinations")?.groups ?? [];

describe("the header's destinations menu (decision 101)", () => {
  it("lists each region's public destinations: the files' labels in their order, then new ones by name", () => {
    const menus = withPublicDestinations(headerMenus, [
      { id: 5, name: "Rugova Gorge", region: "western" },
      { id: 40, name: "Zallç Lake", region: "western" },
      { id: 3, name: "Peja", region: "western" },
      { id: 41, name: "Bjeshkët e Nemuna", region: "western" },
      // Moved to another region in the desk: listed there.
      { id: 2, name: "Prizren", region: "central" },
    ]);
    const [central, southern, western, northern, eastern] = groupsOf(menus);
    expect(western?.items).toEqual([
      { label: "Peja", literal: true, href: "/destinations/3" },
      { label: "Rugova", literal: true, href: "/destinations/5" },
      { label: "Bjeshkët e Nemuna", literal: true, href: "/destinations/41" },
      { label: "Zallç Lake", literal: true, href: "/destinations/40" },
    ]);
    expect(central?.items.map((item) => item.href)).toEqual(["/destinations/2"]);
    expect([southern, northern, eastern].map((group) => group?.items)).toEqual([[], [], []]);
    // The regions' own links and the other menus stay.
    expect(western?.href).toBe("/destinations/western");
    expect(menus.filter((menu) => menu.id !== "destinations")).toEqual(
      headerMenus.filter((menu) => menu.id !== "destinations"),
    );
  });
});
