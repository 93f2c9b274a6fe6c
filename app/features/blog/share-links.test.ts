import { describe, expect, it } from "vitest";
import { shareTargets } from "./share-links.ts";

describe("shareTargets", () => {
  it("builds real share links with the address and title encoded", () => {
    const targets = shareTargets("https://example.org/blog/1", "Fortress & Bridge");
    expect(targets.map((target) => target.href)).toEqual([
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.org%2Fblog%2F1",
      "https://twitter.com/intent/tweet?url=https%3A%2F%2Fexample.org%2Fblog%2F1&text=Fortress%20%26%20Bridge",
      "https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fexample.org%2Fblog%2F1",
      "mailto:?subject=Fortress%20%26%20Bridge&body=Fortress%20%26%20Bridge%0A%0Ahttps%3A%2F%2Fexample.org%2Fblog%2F1",
    ]);
  });
});
