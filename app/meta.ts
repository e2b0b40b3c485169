import type { MetaDescriptor } from "@remix-run/node";
import { DEFAULT_DESCRIPTION, PRODUCT_NAME } from "./brand";

type PageMeta = {
  /** Shown as "{title} | LIFTOFF"; omitted, the title is the product name. */
  title?: string;
  /** A title used exactly as given (the home page's). */
  fullTitle?: string;
  description?: string;
  canonical?: string;
  noindex?: boolean;
};

/** Every page's title, description, Open Graph and Twitter tags, through one helper. */
export function pageMeta({ title, fullTitle, description = DEFAULT_DESCRIPTION, canonical, noindex }: PageMeta = {}): MetaDescriptor[] {
  const text = fullTitle ?? (title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME);
  const tags: MetaDescriptor[] = [
    { title: text },
    { name: "description", content: description },
    { property: "og:title", content: text },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: PRODUCT_NAME },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: text },
    { name: "twitter:description", content: description },
  ];
  if (canonical) tags.push({ tagName: "link", rel: "canonical", href: canonical });
  if (noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  return tags;
}

/** Plan pages describe themselves with the first 160 characters of the product description. */
export function planDescription(productDescription: string | undefined): string {
  const text = (productDescription ?? "").trim().replace(/\s+/g, " ");
  return text ? text.slice(0, 160) : DEFAULT_DESCRIPTION;
}
