import type { Category } from '../../contracts/products';
import type { StoredImage } from '../platform/db/schema';

/**
 * Shapes of the catalogue as the store loads it: the seed catalogue is written in them, and the
 * database keeps each image's print area in them. Seeding and the image drawing script import
 * them from here.
 */

export type CategoryName = Category;

/** A product photo: the seed writes it and the database keeps it in this shape. */
export type SeedImage = StoredImage;

export interface SeedOption {
  name: string;
  values: string[];
}

export interface SeedVariant {
  /** One value per option, in the product's option order; title is these joined by ' / '. */
  optionValues: string[];
  /** Rupees, as a decimal string such as '649.00'. */
  price: string;
  available: boolean;
  imageKey: string;
}

export interface SeedProduct {
  handle: string;
  title: string;
  description: string;
  productType: string;
  vendor: string;
  category: CategoryName;
  tags: string[];
  /** Decimal with two places ('4.70'), or null when the product has no rating yet. */
  rating: string | null;
  badges: string[];
  options: SeedOption[];
  images: SeedImage[];
  /** Combinations left out here do not exist; some listed ones are unavailable. */
  variants: SeedVariant[];
}

/** Widths every catalogue image is published at, in WebP and AVIF. */
export const IMAGE_WIDTHS = [320, 640, 1024] as const;
