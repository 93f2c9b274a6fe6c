import { describe, expect, it } from "vitest";
import { shareTargets } from "./share-links.ts";

describe("shareTargets", () => {
  it("builds real share links with the address and title encoded", () => {
    const targets = shareTargets("https://example.org/de/blog/1", "Fortress & Bridge");
    expect(targets.map((target) => target.href)).toEqual([
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.org%2Fde%2Fblog%2F1",
      "https://x.com/intent/post?url=https%3A%2F%2Fexample.org%2Fde%2Fblog%2F1&text=Fortress%20%26%20Bridge",
      "https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fexample.org%2Fde%2Fblog%2F1",
      "mailto:?subject=Fortress%20%26%20Bridge&body=Fortress%20%26%20Bridge%0A%0Ahttps%3A%2F%2Fexample.org%2Fde%2Fblog%2F1",
    ]);
  });

  it("gives the targets asked for, in that order", () => {
    const targets = shareTargets("https://example.org/", "Kosovo", ["email", "whatsapp"]);
    expect(targets.map((target) => target.id)).toEqual(["email", "whatsapp"]);
    expect(targets[1]?.href).toBe("https://wa.me/?text=Kosovo%20https%3A%2F%2Fexample.org%2F");
  });
});
