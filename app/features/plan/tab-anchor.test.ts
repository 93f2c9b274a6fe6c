import { describe, expect, it } from "vitest";
import { planTabs } from "../../content/plan.ts";
import { tabForAnchor } from "./tab-anchor.ts";

describe("tabForAnchor", () => {
  it.each([
    ["visa", "visa"],
    ["accommodation", "accommodation"],
    ["transportation", "transportation"],
    ["getting-here", "transportation"],
    ["travel-tips", "practical"],
    ["visa-information", "visa"],
    ["emergency-numbers", "practical"],
  ])("#%s opens the %s tab", (anchor, tab) => {
    expect(tabForAnchor(planTabs, anchor)?.id).toBe(tab);
  });

  it("ignores anchors outside the tabs", () => {
    expect(tabForAnchor(planTabs, "builder")).toBeUndefined();
    expect(tabForAnchor(planTabs, "")).toBeUndefined();
  });
});
