import { describe, expect, it } from "vitest";
import { TYPED_HEAD_SCRIPT, withTypedScript } from "./typed.server.ts";

describe("the early-input script", () => {
  it("comes right after the character set, which stays in the first 1024 bytes", () => {
    const page =
      '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>x</title></head>';
    const html = withTypedScript(page);
    expect(html).toBe(
      `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><script>${TYPED_HEAD_SCRIPT}</script><title>x</title></head>`,
    );
    expect(html.indexOf("charSet")).toBeLessThan(1024);
  });

  it("is one line of script without a stray line break", () => {
    expect(TYPED_HEAD_SCRIPT).not.toContain("\n");
    expect(() => new Function(TYPED_HEAD_SCRIPT)).not.toThrow();
  });
});
