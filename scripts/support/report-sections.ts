/**
 * Parts of a generated report that another script owns: `npm run load` rewrites
 * docs/reliability.md but keeps the mail section that scripts/mail-reliability.ts writes, and the
 * other way round.
 */
const start = (name: string) => `<!-- ${name}:start -->`;
const end = (name: string) => `<!-- ${name}:end -->`;

export function readSection(text: string, name: string): string | undefined {
  const from = text.indexOf(start(name));
  const to = text.indexOf(end(name));
  return from >= 0 && to > from ? text.slice(from, to + end(name).length) : undefined;
}

/** Replaces the section, or appends it; `section` includes its markers (see `makeSection`). */
export function writeSection(text: string, name: string, section: string): string {
  const old = readSection(text, name);
  return old ? text.replace(old, section) : `${text.trimEnd()}\n\n${section}\n`;
}

export function makeSection(name: string, body: string): string {
  return `${start(name)}\n${body.trim()}\n${end(name)}`;
}
