import type { BlogArticle as BlogPost } from "../../content/blog.ts";
import { countWords } from "../../content/blog.ts";
import { localeTags } from "../../i18n/locales.ts";
import { paths } from "../../lib/paths.ts";
import type { JsonLdSite } from "../../seo/json-ld.ts";
import { pageUrl } from "../../seo/meta.ts";

/** schema.org BlogPosting for an article (search engines' rich results). */
export function blogPostingJsonLd(post: BlogPost, site: JsonLdSite) {
  const { origin } = site;
  const url = pageUrl(site, paths.blogPost(post.id));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    image: `${origin}${post.imageUrl}`,
    datePublished: post.publishDate,
    author: { "@type": "Person", name: post.author.name },
    publisher: { "@type": "Organization", name: "Explore Kosovo", url: origin },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    keywords: post.tags.join(", "),
    wordCount: countWords(post.content),
    timeRequired: `PT${post.readTime}M`,
    inLanguage: localeTags[site.locale],
  };
}
