// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { isSearchShortcut, isTypingTarget } from "./shortcuts.ts";

const key = (init: KeyboardEventInit) => new KeyboardEvent("keydown", init);

describe("search shortcuts", () => {
  it("opens on /, Ctrl+K and Cmd+K only", () => {
    expect(isSearchShortcut(key({ key: "/" }))).toBe(true);
    expect(isSearchShortcut(key({ key: "k", ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: "k", metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: "k" }))).toBe(false);
    expect(isSearchShortcut(key({ key: "/", ctrlKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ key: "k", ctrlKey: true, shiftKey: true }))).toBe(false);
  });

  it("leaves text fields and editable content alone, but not buttons or checkboxes", () => {
    const input = document.createElement("input");
    const checkbox = document.createElement("input");
    checkbox.type = "checkbox";
    const textarea = document.createElement("textarea");
    const editable = document.createElement("div");
    editable.contentEditable = "true";
    document.body.append(editable);
    const button = document.createElement("button");
    expect(isTypingTarget(input)).toBe(true);
    expect(isTypingTarget(textarea)).toBe(true);
    expect(isTypingTarget(editable)).toBe(true);
    expect(isTypingTarget(checkbox)).toBe(false);
    expect(isTypingTarget(button)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
