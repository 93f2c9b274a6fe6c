import { describe, expect, it } from "vitest";
import { newsletterRequestSchema } from "../features/newsletter/request-schema.ts";
import {
  checkNewsletterEmail,
  INVALID_EMAIL_MESSAGE,
  normalizeEmail,
  safeReturnPath,
} from "./newsletter.ts";

describe("newsletter e-mail validation (SPEC 5)", () => {
  it("accepts ordinary addresses and normalises them", () => {
    expect(checkNewsletterEmail("ana@example.com")).toEqual({ ok: true, email: "ana@example.com" });
    expect(checkNewsletterEmail("  Ana.Krasniqi+trips@Example.CO.uk ")).toEqual({
      ok: true,
      email: "ana.krasniqi+trips@example.co.uk",
    });
    expect(normalizeEmail(" A@B.COM\n")).toBe("a@b.com");
  });

  it.each([
    ["empty", ""],
    ["spaces only", "   "],
    ["no @", "ana.example.com"],
    ["no domain", "ana@"],
    ["no top-level domain", "ana@example"],
    ["two @", "ana@@example.com"],
    ["spaces inside", "ana krasniqi@example.com"],
    ["unicode", "jörg@exämple.com"],
    ["SQL", "'; drop table newsletter_subscriptions; --"],
    ["SQL in an address", "a@b.com' OR '1'='1"],
    ["HTML", "<script>alert(1)</script>@example.com"],
    ["too long", `${"a".repeat(250)}@example.com`],
    ["local part over 64", `${"a".repeat(65)}@example.com`],
    ["10 KB", "a".repeat(10 * 1024)],
  ])("rejects %s with the spec's message", (_name, value) => {
    expect(checkNewsletterEmail(value)).toEqual({ ok: false, error: INVALID_EMAIL_MESSAGE });
  });

  it.each([
    ["a number", 42],
    ["an array", ["ana@example.com"]],
    ["null", null],
    ["an object", { email: "ana@example.com" }],
    ["missing", undefined],
  ])("rejects %s in place of a string", (_name, value) => {
    expect(checkNewsletterEmail(value)).toEqual({ ok: false, error: INVALID_EMAIL_MESSAGE });
  });

  it("says exactly the spec's words", () => {
    expect(INVALID_EMAIL_MESSAGE).toBe("Please enter a valid email address");
  });

  it("reads the request body with an optional locale", () => {
    expect(newsletterRequestSchema.parse({ email: "A@b.com" })).toEqual({
      email: "a@b.com",
      locale: "en",
    });
    expect(newsletterRequestSchema.parse({ email: "a@b.com", locale: "al" }).locale).toBe("sq");
    expect(newsletterRequestSchema.safeParse({ email: "a@b.com", locale: "fr" }).success).toBe(
      false,
    );
  });
});

describe("return path after a form post", () => {
  it("keeps local paths only", () => {
    expect(safeReturnPath("/blog/3?x=1")).toBe("/blog/3?x=1");
    expect(safeReturnPath("/")).toBe("/");
    expect(safeReturnPath("//evil.example")).toBe("/");
    expect(safeReturnPath("https://evil.example/")).toBe("/");
    expect(safeReturnPath("/\\evil.example")).toBe("/");
    // The security review's L1: tidied, "/.//evil.example" would be "//evil.example".
    expect(safeReturnPath("/.//evil.example")).toBe("/");
    expect(safeReturnPath("/%2F%2Fevil.example")).toBe("/");
    expect(safeReturnPath(undefined)).toBe("/");
    expect(safeReturnPath(3)).toBe("/");
  });
});

describe("the form and the API say the same words", () => {
  it("uses the catalogue's message for an invalid address", async () => {
    const { translate } = await import("../i18n/catalogue.server.ts");
    expect(translate("en", "newsletter.form.invalidEmail")).toBe(INVALID_EMAIL_MESSAGE);
  });
});
