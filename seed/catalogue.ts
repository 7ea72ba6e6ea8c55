import type { SeedProduct } from '../src/server/catalog/types';
import type { ImageRecipe } from './draw/recipes';
import { toSeedProduct, type ProductDefinition } from './products/define';
import { kids } from './products/kids';
import { mugs } from './products/mugs';
import { nameplates } from './products/nameplates';

/** Every product as written, in the order the store lists them (Mugs first: the default tab). */
const definitions: ProductDefinition[] = [...mugs, ...nameplates, ...kids];

/** The seed catalogue: 7 products in each category, loaded into an empty database at start-up. */
export const seedProducts: SeedProduct[] = definitions.map(toSeedProduct);

/** How to draw each catalogue image, by key; the image script reads this. */
export const imageRecipes: ReadonlyMap<string, ImageRecipe> = new Map(
  definitions.flatMap((def) => def.images.map((image) => [image.key, image.recipe] as const)),
);
