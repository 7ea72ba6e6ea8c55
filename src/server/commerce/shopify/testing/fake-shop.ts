import sharp from 'sharp';
import type { FakeCollection, FakeProduct, FakeVariant } from './fake-catalog';

/**
 * A shop set up as docs/shopify.md tells an owner to: three collections, products with
 * variants, images on Shopify's CDN and the rating, badges and print areas metafields.
 */
export const CDN = 'https://cdn.shopify.com/s/files/1/0000/0001/files';
const NAMESPACE = 'kaarigar';

const KINDS = [
  { handle: 'mugs', title: 'Mugs', noun: 'Mug', surface: 'mug-wrap', colour: '#f4efe6', price: 449 },
  { handle: 'nameplates', title: 'Nameplates', noun: 'Name board', surface: 'board', colour: '#8b5a2b', price: 1299 },
  {
    handle: 'kids-buntings',
    title: 'Kids Buntings',
    noun: 'Bunting',
    surface: 'bunting',
    colour: '#ffd7e0',
    price: 899,
  },
] as const;

function product(kind: (typeof KINDS)[number], k: number, n: number): FakeProduct {
  const id = 7_000_000 + k * 1000 + n;
  const image = `${CDN}/${kind.handle}-${n % 2}.png?v=17000000${k}`;
  const variant = (i: number, title: string, stock: number): FakeVariant => ({
    id: `gid://shopify/ProductVariant/${id * 10 + i}`,
    title,
    productTitle: `${kind.noun} ${n + 1}`,
    price: kind.price + i * 100,
    stock,
  });
  const area = { x: 262, y: 312, width: 500, height: 400, surface: kind.surface, surfaceColor: kind.colour };
  return {
    id: `gid://shopify/Product/${id}`,
    handle: `${kind.handle}-${n + 1}`,
    title: `${kind.noun} ${n + 1}`,
    description: `A handmade ${kind.noun.toLowerCase()}, personalised for you.`,
    productType: kind.noun,
    vendor: 'Kaarigar',
    tags: [kind.handle],
    images: [{ url: image, altText: `${kind.noun} ${n + 1} on a table`, width: 1200, height: 1200 }],
    variants: [variant(0, 'Small', 20), variant(1, 'Large', 20), variant(2, 'Gift box', 0)],
    metafields: [
      {
        namespace: NAMESPACE,
        key: 'rating',
        type: 'rating',
        value: JSON.stringify({ value: '4.6', scale_min: '1.0', scale_max: '5.0' }),
      },
      {
        namespace: NAMESPACE,
        key: 'badges',
        type: 'list.single_line_text_field',
        value: JSON.stringify(n === 0 ? ['Bestseller'] : []),
      },
      { namespace: NAMESPACE, key: 'print_areas', type: 'json', value: JSON.stringify([area]) },
    ],
  };
}

/** `perCollection` products in each of the three collections. */
export function fakeShopCollections(perCollection: number): FakeCollection[] {
  return KINDS.map((kind, k) => ({
    id: `gid://shopify/Collection/${k + 1}`,
    handle: kind.handle,
    title: kind.title,
    products: Array.from({ length: perCollection }, (_, n) => product(kind, k, n)),
  }));
}

/** The CDN files those products point at, drawn here: a coloured square with a lighter panel. */
export async function fakeShopCdnFiles(): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const kind of KINDS) {
    for (const n of [0, 1]) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200"><rect width="1200" height="1200" fill="${n ? '#d9c6a5' : '#c2d6c4'}"/><rect x="300" y="360" width="600" height="480" rx="40" fill="${kind.colour}"/></svg>`;
      files.set(`/s/files/1/0000/0001/files/${kind.handle}-${n}.png`, await sharp(Buffer.from(svg)).png().toBuffer());
    }
  }
  return files;
}
