/**
 * Turns an article body of the content files (the small HTML of app/content/blog.ts: h2, h3, p,
 * ul, ol, li, strong, em, blockquote, a) into Markdown, for the seed (docs/decisions/053). The
 * conversion is exact for that markup: tests/unit/blog-markdown.test.ts renders every body back
 * and compares it with the original.
 */

const ESCAPED = /([\\*_`[\]<>])/g;

function escapeText(text: string): string {
  return text.replace(ESCAPED, "\\$1");
}

/** Inline markup: strong, em, a; text escaped so Markdown reads it as text. */
function inline(html: string): string {
  const links: string[] = [];
  return html
    .replace(/\s+/g, " ")
    .split(/(<[^>]+>)/)
    .map((part) => {
      if (!part.startsWith("<")) return escapeText(part);
      const [, closing = "", name = "", attributes = ""] = /^<(\/?)(\w+)([^>]*)>$/.exec(part) ?? [];
      if (name === "strong") return "**";
      if (name === "em") return "*";
      if (name === "a" && closing) return `](${links.pop() ?? ""})`;
      if (name === "a") {
        links.push(/href="([^"]*)"/.exec(attributes)?.[1] ?? "");
        return "[";
      }
      throw new Error(`blog-markdown: unexpected inline tag ${part}`);
    })
    .join("")
    .trim();
}

/** A line that would start a Markdown block is escaped so it stays a paragraph's text. */
function guardLineStart(text: string): string {
  return text.replace(/^(#|>|[-+] |\d+[.)] )/, (start) =>
    start.startsWith("#") || start.startsWith(">") || /^[-+]/.test(start)
      ? `\\${start}`
      : start.replace(/([.)])/, "\\$1"),
  );
}

const BLOCK = /<(h2|h3|p|ul|ol|blockquote)>([\s\S]*?)<\/\1>/g;

export function htmlToMarkdown(html: string): string {
  const blocks: string[] = [];
  const rest = html.replace(BLOCK, (_match, tag: string, inner: string) => {
    blocks.push(block(tag, inner));
    return "";
  });
  if (rest.trim() !== "") throw new Error(`blog-markdown: text outside a block: ${rest.trim()}`);
  return `${blocks.join("\n\n")}\n`;
}

function block(tag: string, inner: string): string {
  switch (tag) {
    case "h2":
      return `## ${inline(inner)}`;
    case "h3":
      return `### ${inline(inner)}`;
    case "p":
      return guardLineStart(inline(inner));
    case "ul":
    case "ol":
      return [...inner.matchAll(/<li>([\s\S]*?)<\/li>/g)]
        .map((item, index) => `${tag === "ul" ? "-" : `${index + 1}.`} ${inline(item[1] ?? "")}`)
        .join("\n");
    default:
      return [...inner.matchAll(/<p>([\s\S]*?)<\/p>/g)]
        .map((paragraph) => `> ${inline(paragraph[1] ?? "")}`)
        .join("\n>\n");
  }
}
