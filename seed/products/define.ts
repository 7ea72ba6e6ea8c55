import type { SeedImage, SeedProduct, SeedVariant } from '../../src/server/catalog/types';
import { printAreaFor, type ImageRecipe } from '../draw/recipes';

/** A catalogue image as written by hand: its key and alt text, and the recipe that draws it. */
export interface ImageDefinition {
  key: string;
  alt: string;
  recipe: ImageRecipe;
}

/**
 * Matches option values position by position; '*' matches any value. Used to name the
 * combinations a maker does not offer and the ones that are sold out.
 */
export type Combination = readonly string[];

/**
 * A product as written in the catalogue files. Variants are not listed one by one: they are every
 * combination of the option values, minus `missing`, with `soldOut` ones marked unavailable.
 */
export interface ProductDefinition extends Omit<SeedProduct, 'images' | 'variants'> {
  images: ImageDefinition[];
  price: (values: readonly string[]) => string;
  /** Which image shows a combination. */
  imageFor: (values: readonly string[]) => string;
  missing?: Combination[];
  soldOut?: Combination[];
}

/** Rupees as the decimal string the catalogue stores. */
export function rupees(amount: number): string {
  return amount.toFixed(2);
}

/** A price from a base plus a surcharge for each option value that has one. */
export function pricedFrom(
  base: number,
  surcharges: Readonly<Record<string, number>>,
): (values: readonly string[]) => string {
  return (values) => rupees(values.reduce((sum, value) => sum + (surcharges[value] ?? 0), base));
}

/** The image of the first option value found in `byValue`, else `fallback`. */
export function pickImage(
  byValue: Readonly<Record<string, string>>,
  fallback: string,
): (values: readonly string[]) => string {
  return (values) => values.map((v) => byValue[v]).find((key) => key !== undefined) ?? fallback;
}

function matches(values: readonly string[], combination: Combination): boolean {
  return combination.length === values.length && combination.every((want, i) => want === '*' || want === values[i]);
}

/** Every combination of the option values, first option outermost (the order shoppers read). */
function combinations(options: SeedProduct['options']): string[][] {
  return options.reduce<string[][]>(
    (acc, option) => acc.flatMap((prefix) => option.values.map((v) => [...prefix, v])),
    [[]],
  );
}

function toVariants(def: ProductDefinition): SeedVariant[] {
  return combinations(def.options)
    .filter((values) => !(def.missing ?? []).some((c) => matches(values, c)))
    .map((values) => ({
      optionValues: values,
      price: def.price(values),
      available: !(def.soldOut ?? []).some((c) => matches(values, c)),
      imageKey: def.imageFor(values),
    }));
}

export function toSeedProduct(def: ProductDefinition): SeedProduct {
  const images: SeedImage[] = def.images.map(({ key, alt, recipe }) => ({ key, alt, printArea: printAreaFor(recipe) }));
  return {
    handle: def.handle,
    title: def.title,
    description: def.description,
    productType: def.productType,
    vendor: def.vendor,
    category: def.category,
    tags: def.tags,
    rating: def.rating,
    badges: def.badges,
    options: def.options,
    images,
    variants: toVariants(def),
  };
}
