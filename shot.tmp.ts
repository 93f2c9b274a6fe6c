import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking"] });
const page = await browser.newPage();
const paths = ["/", "/destinations", "/destinations/1", "/destinations/central", "/destinations/central/pristina", "/cities", "/cities/2", "/attractions", "/attractions/1", "/experiences", "/experiences/1", "/events", "/events/1", "/about", "/about/history", "/about/state-info", "/about/general", "/about/transport", "/plan", "/plan/itinerary", "/travel-guide", "/what-to-do", "/blog", "/blog/1", "/gallery", "/map", "/saved", "/search?q=prizren", "/sitemap", "/faq", "/terms", "/privacy-policy", "/guide", "/nope", "/cities/99"];
const text = async (url: string) => {
  await page.goto(`http://127.0.0.1:3300${url}`, { waitUntil: "networkidle" });
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) { const n = walker.currentNode; if (n.parentElement?.closest("script,style")) continue; const t = n.textContent?.trim(); if (t) out.push(t); }
    for (const el of document.querySelectorAll("[aria-label],[placeholder],[title],img[alt]")) for (const a of ["aria-label","placeholder","title","alt"]) { const v = el.getAttribute(a); if (v) out.push(`@${a}: ${v}`); }
    out.push(`@title: ${document.title}`);
    for (const m of document.querySelectorAll("meta[name=description],meta[property='og:image:alt']")) out.push(`@meta: ${m.getAttribute("content")}`);
    return out;
  });
};
const report = new Map<string, Set<string>>();
const langs = process.argv.slice(2);
for (const p of paths) {
  const en = new Set(await text(p));
  for (const lang of langs) {
    const other = await text(lang + (p === "/" ? "" : p));
    for (const line of other) {
      const l = line.replace(/^@[a-z-]+: /, "");
      if (/\b[a-z]+\.[a-zA-Z]+\.[a-zA-Z]/.test(l)) { report.set(`${lang} KEY ${l}`, new Set([p])); continue; }
      const lower = (l.match(/\b\p{Ll}\p{L}{3,}/gu) ?? []);
      if (en.has(line) && lower.length >= 1 && !/^Explore Kosovo$/.test(l)) {
        const key = `${lang} ${line.slice(0, 120)}`;
        if (!report.has(key)) report.set(key, new Set());
        report.get(key)!.add(p);
      }
    }
  }
}
for (const [k, v] of report) console.log(k, "  <-", [...v].slice(0, 3).join(" "));
await browser.close();
