/**
 * What a shopper page says about itself to link previews (Open Graph, Twitter) and search engines
 * (description, canonical, schema.org JSON-LD), written into the built index.html's head. Every
 * value is escaped for where it lands: attribute text, or JSON inside a script element.
 */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page itself. */
  url: string;
  /** Absolute URL of a 1200x630 JPEG. */
  image: string;
  imageAlt: string;
  /** Rupees as a decimal string ('649.00'), for product pages. */
  priceRupees?: string;
  /** schema.org data, written as application/ld+json. */
  jsonLd?: object;
  noindex?: boolean;
}

export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;
export const SITE_NAME = 'Kaarigar';

/** Text for a double-quoted attribute: every character that could end or enter markup is escaped. */
export function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/**
 * JSON safe inside <script>: `<` becomes \u003c so no `</script>` or `<!--` in a product's text can
 * close the element, and U+2028/2029 are escaped for old parsers. JSON.parse reads it back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** Link previews show about a line; search results about 155 characters. */
export function shortText(value: string, max = 200): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

export function headTags(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeAttribute(content)}">`;
  const tags = [
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeAttribute(head.url)}">`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.priceRupees ? 'product' : 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:locale', 'en_IN'),
    meta('property', 'og:image', head.image),
    meta('property', 'og:image:secure_url', head.image),
    meta('property', 'og:image:type', 'image/jpeg'),
    meta('property', 'og:image:width', String(OG_IMAGE_WIDTH)),
    meta('property', 'og:image:height', String(OG_IMAGE_HEIGHT)),
    meta('property', 'og:image:alt', head.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    meta('name', 'twitter:image:alt', head.imageAlt),
  ];
  if (head.priceRupees) {
    tags.push(
      meta('property', 'product:price:amount', head.priceRupees),
      meta('property', 'product:price:currency', 'INR'),
      meta('name', 'twitter:label1', 'Price'),
      meta('name', 'twitter:data1', `₹${Math.round(Number(head.priceRupees)).toLocaleString('en-IN')}`),
    );
  }
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptSafeJson(head.jsonLd)}</script>`);
  return tags.join('');
}

/**
 * The page with this head: its title replaced, the shell's own description dropped (the head
 * carries the page's), and the tags added before </head>. Replacer functions throughout: a product
 * title may hold `$&` or `$'`, which a replacement string would read as patterns.
 */
export function withHead(html: string, head: PageHead): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error('index.html has no </head>');
  const top = html
    .slice(0, headEnd)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(head.title)}</title>`)
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, '');
  return `${top}${headTags(head)}${html.slice(headEnd)}`;
}
