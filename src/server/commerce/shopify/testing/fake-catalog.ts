import { connection, money, type PageArgs } from './fake-resolvers';

/** A shop's catalogue as the fake serves it: collections of products, as an owner sets them up. */
export type FakeVariant = { id: string; title: string; productTitle: string; price: number; stock: number };
export type FakeImage = { url: string; altText: string | null; width: number; height: number };
export type FakeMetafield = { namespace: string; key: string; type: string; value: string };
export type FakeProduct = {
  id: string;
  handle: string;
  title: string;
  description: string;
  productType: string;
  vendor: string;
  tags: string[];
  images: FakeImage[];
  variants: FakeVariant[];
  metafields: FakeMetafield[];
};
export type FakeCollection = { id: string; handle: string; title: string; products: FakeProduct[] };

const STAMP = '2026-11-01T00:00:00Z';

export function variantObject(v: FakeVariant, product: () => unknown) {
  return {
    __typename: 'ProductVariant',
    id: v.id,
    title: v.title,
    availableForSale: v.stock > 0,
    currentlyNotInStock: v.stock === 0,
    quantityAvailable: v.stock,
    price: money(Math.round(v.price * 100)),
    compareAtPrice: null,
    image: null,
    sku: null,
    product,
  };
}

function imageObject(image: FakeImage, index: number) {
  return { id: `gid://shopify/ProductImage/${index + 1}`, ...image, url: () => image.url };
}

function metafieldObject(m: FakeMetafield, ownerId: string) {
  const id = `gid://shopify/Metafield/${Buffer.from(`${ownerId}/${m.namespace}.${m.key}`).toString('hex')}`;
  return { __typename: 'Metafield', id, ...m, description: null, createdAt: STAMP, updatedAt: STAMP };
}

export function productObject(p: FakeProduct): Record<string, unknown> {
  const self = (): Record<string, unknown> => productObject(p);
  const find = (namespace: string | null | undefined, key: string) =>
    p.metafields.find((m) => m.key === key && m.namespace === (namespace ?? 'custom'));
  return {
    __typename: 'Product',
    id: p.id,
    handle: p.handle,
    title: p.title,
    description: p.description,
    productType: p.productType,
    vendor: p.vendor,
    tags: p.tags,
    availableForSale: p.variants.some((v) => v.stock > 0),
    createdAt: STAMP,
    updatedAt: STAMP,
    publishedAt: STAMP,
    featuredImage: p.images[0] ? imageObject(p.images[0], 0) : null,
    images: (args: PageArgs) => connection(p.images, args, (image) => imageObject(image, p.images.indexOf(image))),
    variants: (args: PageArgs) => connection(p.variants, args, (v) => variantObject(v, self)),
    metafield: ({ namespace, key }: { namespace?: string | null; key: string }) => {
      const m = find(namespace, key);
      return m ? metafieldObject(m, p.id) : null;
    },
    metafields: ({ identifiers }: { identifiers: Array<{ namespace?: string | null; key: string }> }) =>
      identifiers.map(({ namespace, key }) => {
        const m = find(namespace, key);
        return m ? metafieldObject(m, p.id) : null;
      }),
  };
}

export function collectionObject(c: FakeCollection) {
  return {
    __typename: 'Collection',
    id: c.id,
    handle: c.handle,
    title: c.title,
    description: '',
    updatedAt: STAMP,
    products: (args: PageArgs) => connection(c.products, args, productObject),
  };
}
