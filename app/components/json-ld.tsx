import { useNonce } from "../lib/nonce.tsx";
import { serializeJsonLd } from "../seo/json-ld.ts";

/**
 * schema.org data as `<script type="application/ld+json">` in the page body. `<` is escaped, so
 * no text in the data can close the element. (In a route's `meta`, `seoMeta({ jsonLd })` puts
 * the same data in the head instead.)
 */
export function JsonLd({ data }: { data: object | object[] }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data with "<" escaped
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
