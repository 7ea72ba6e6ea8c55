import type { Product } from '../../contracts/products';
import type { PageHead } from './page-head';
import { shortText, SITE_NAME } from './page-head';
import type { AggregateRating } from './ratings';

export const STORE_TITLE = `${SITE_NAME} · Personalised handcrafted gifts`;
export const STORE_DESCRIPTION =
  'Personalised handcrafted mugs, house name boards and kids name plates from Indian artisans. Preview your own piece before you buy.';

export const productPath = (handle: string) => `/p/${encodeURIComponent(handle)}`;
export const productImagePath = (handle: string) => `/og/p/${encodeURIComponent(handle)}.jpg`;
export const designPath = (token: string) => `/d/${token}`;
export const designImagePath = (token: string) => `/og/d/${token}.jpg`;

/** The card's price (spec: the first variant's, in whole rupees), as the shopper reads it. */
export function cardPrice(product: Product): string {
  return product.variants[0]?.price ?? '0';
}

export const rupees = (price: string) => `₹${Math.round(Number(price)).toLocaleString('en-IN')}`;

/** The home page and the other shopper pages: the shop itself, with its first product's picture. */
export function storeHead(origin: string, first: Product | undefined): PageHead {
  return {
    title: STORE_TITLE,
    description: STORE_DESCRIPTION,
    url: `${origin}/`,
    image: first ? `${origin}${productImagePath(first.handle)}` : `${origin}/favicon.svg`,
    imageAlt: first?.images[0]?.alt ?? SITE_NAME,
  };
}

export interface ProductHeadInput {
  product: Product;
  origin: string;
  /** Live stock by variant id (live-stock.ts); a variant missing from it counts as out of stock. */
  inStock: Map<string, boolean>;
  rating: AggregateRating | null;
}

/** A product's page (/p/<handle>): its title, price and picture, and its schema.org Product. */
export function productHead({ product, origin, inStock, rating }: ProductHeadInput): PageHead {
  const url = `${origin}${productPath(product.handle)}`;
  const price = cardPrice(product);
  const image = `${origin}${productImagePath(product.handle)}`;
  return {
    title: `${product.title} · ${rupees(price)} · ${SITE_NAME}`,
    description: shortText(`${rupees(price)} · ${product.description}`),
    url,
    image,
    imageAlt: product.images[0]?.alt ?? product.title,
    priceRupees: price,
    jsonLd: productJsonLd({ product, url, image, inStock, rating, origin }),
  };
}

function productJsonLd({
  product,
  url,
  image,
  inStock,
  rating,
  origin,
}: ProductHeadInput & { url: string; image: string }) {
  const photos = product.images.map((img) => new URL(img.url, origin).href);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    url,
    image: [image, ...photos],
    sku: product.handle,
    category: product.productType || 'Product',
    brand: { '@type': 'Brand', name: product.vendor || SITE_NAME },
    offers: product.variants.map((variant) => ({
      '@type': 'Offer',
      name: variant.title,
      sku: variant.id,
      url,
      price: Number(variant.price).toFixed(2),
      priceCurrency: 'INR',
      itemCondition: 'https://schema.org/NewCondition',
      availability: inStock.get(variant.id) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    })),
    // Only from shoppers' reviews: the card's own rating is the owner's number, not a review.
    ...(rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.ratingValue,
            reviewCount: rating.reviewCount,
          },
        }
      : {}),
  };
}
