/** The keys that open site search, and where they must not (plain functions, no search code). */

/** True while typing in a field, where "/" and Ctrl/Cmd+K must keep their usual meaning. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === "TEXTAREA" || tag === "SELECT") return true;
  if (tag !== "INPUT") return false;
  const type = (target as HTMLInputElement).type;
  return !["button", "checkbox", "radio", "submit", "reset", "range", "color", "file"].includes(
    type,
  );
}

/** Which keys open search: "/" alone, or Ctrl+K / Cmd+K. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing) return false;
  if (event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey) return true;
  return (
    (event.key === "k" || event.key === "K") &&
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey
  );
}
