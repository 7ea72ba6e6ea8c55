import { asc, isNotNull } from 'drizzle-orm';
import { previewKindOf, type PreviewKind } from '../../contracts/previews';
import type { Product, Variant } from '../../contracts/products';
import type { Database } from '../platform/db/client';
import { products, variants } from '../platform/db/schema';
import type { SeedImage } from './types';
import { catalogImageKeyOf } from '../../contracts/own-urls';
import { toProductImage } from './image-urls';
import { encodeJsonResponse, type EncodedJson } from './encoded-json';
import { productRatings } from './product-ratings';

export interface CatalogVariant {
  variant: Variant;
  product: Product;
}

export interface CatalogImage extends SeedImage {
  productTitle: string;
  /** The personalisation its product takes: which of the template's character limits a text counts against. */
  productKind: PreviewKind;
}

/**
 * The catalogue, read from the database once and held in memory: it is small and changes only
 * when seeded, and the list endpoint is the hottest call in the store. Each category's JSON is
 * serialised and compressed once, so a request costs a lookup and a write.
 */
export class CatalogService {
  private byCategory = new Map<string, EncodedJson>();
  private all: EncodedJson = encodeJsonResponse([]);
  private empty: EncodedJson = encodeJsonResponse([]);
  private variantIndex = new Map<string, CatalogVariant>();
  private rowIndex = new Map<string, CatalogVariant>();
  private imageIndex = new Map<string, CatalogImage>();
  private productList: Product[] = [];
  /** Goes up on every load, so what is rendered from the catalogue knows when to render again. */
  version = 0;
  private loadedAt = 0;
  private reloading: Promise<void> | undefined;
  private queued: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly options: {
      /** With Shopify only synced products are listed: a seeded variant id means nothing to a Shopify cart. */
      syncedOnly?: boolean;
      /** Makes the images these keys name readable here before the catalogue that names them is served. */
      prepareImages?: (keys: string[]) => Promise<void>;
    } = {},
  ) {}

  async load(): Promise<void> {
    const allRows = await this.db
      .select()
      .from(products)
      .where(this.options.syncedOnly ? isNotNull(products.externalId) : undefined)
      .orderBy(asc(products.position), asc(products.title));
    // Drafts and archived products are the studio's alone: never listed, never sold. Their photos
    // are still mirrored and their images known, so the studio shows them and renders proofs.
    const productRows = allRows.filter((row) => row.status === 'active');
    const variantRows = await this.db
      .select()
      .from(variants)
      .where(this.options.syncedOnly ? isNotNull(variants.externalId) : undefined)
      .orderBy(asc(variants.position));
    const listedIds = new Set(productRows.map((row) => row.id));
    // Issue 29: verified buyers' approved reviews replace the owner-typed rating; a product with
    // none keeps the owner's (the seed's) rating, or none.
    const reviewed = await productRatings(this.db, [...listedIds]);
    await this.options.prepareImages?.(allRows.flatMap((row) => row.images.map((image) => image.key)));
    const variantsByProduct = new Map<string, typeof variantRows>();
    for (const v of variantRows)
      if (listedIds.has(v.productId))
        variantsByProduct.set(v.productId, [...(variantsByProduct.get(v.productId) ?? []), v]);

    const list: Product[] = productRows.map((row) => {
      const imagesByKey = new Map(row.images.map((img) => [img.key, img]));
      const productVariants: Variant[] = (variantsByProduct.get(row.id) ?? []).map((v) => {
        const image = v.imageKey ? imagesByKey.get(v.imageKey) : undefined;
        return {
          // Synced variants go by their Shopify GID: the id a Shopify cart takes.
          id: v.externalId ?? v.id,
          title: v.title,
          price: v.price,
          available: v.available && (v.stock === null || v.stock > 0),
          image: image ? toProductImage(image) : null,
          ...(v.sizeMm ? { sizeMm: v.sizeMm } : {}),
        };
      });
      return {
        id: row.externalId ?? row.id,
        handle: row.handle,
        title: row.title,
        description: row.description,
        productType: row.productType,
        vendor: row.vendor,
        tags: row.tags,
        images: row.images.map(toProductImage),
        variants: productVariants,
        collections: row.collections,
        rating: reviewed.get(row.id)?.average ?? (row.rating === null ? null : Number(row.rating)),
        badges: row.badges,
        ...(row.hsn ? { hsn: row.hsn } : {}),
        ...(row.gstRate === null ? {} : { gstRate: Number(row.gstRate) }),
      };
    });

    this.productList = list;
    this.variantIndex = new Map();
    this.rowIndex = new Map();
    this.imageIndex = new Map();
    for (const [i, product] of list.entries()) {
      const rowIds = (variantsByProduct.get(productRows[i]?.id ?? '') ?? []).map((v) => v.id);
      for (const [j, variant] of product.variants.entries()) {
        this.variantIndex.set(variant.id, { variant, product });
        this.rowIndex.set(rowIds[j] ?? variant.id, { variant, product });
      }
    }
    for (const row of allRows)
      for (const img of row.images)
        this.imageIndex.set(img.key, { ...img, productTitle: row.title, productKind: previewKindOf(row.collections) });
    const categories = new Set(list.flatMap((p) => p.collections));
    this.byCategory = new Map(
      [...categories].map((c) => [c, encodeJsonResponse(list.filter((p) => p.collections.includes(c)))]),
    );
    this.all = encodeJsonResponse(list);
    this.version++;
    this.loadedAt = Date.now();
  }

  /** The encoded list for a category; an unknown category is an empty list, not an error. */
  encodedList(category?: string): EncodedJson {
    if (category === undefined || category === '') return this.all;
    return this.byCategory.get(category) ?? this.empty;
  }

  list(category?: string): Product[] {
    if (!category) return this.productList;
    return this.productList.filter((p) => p.collections.includes(category));
  }

  findVariant(variantId: string): CatalogVariant | undefined {
    return this.variantIndex.get(variantId);
  }

  /**
   * A variant by its row id, which order lines keep (order_lines.variant_id): the same as its id
   * for the seed catalogue, but not for a synced one, whose variants go by their Shopify GID.
   */
  findVariantByRowId(rowId: string): CatalogVariant | undefined {
    return this.rowIndex.get(rowId);
  }

  /** Where the personalisation goes for a variant: on its own image, else on the product's first. */
  printAreaFor(found: CatalogVariant): CatalogImage['printArea'] | undefined {
    // The product's own copy: two synced products may show one photo (one key) with a template each.
    const image = found.variant.image ?? found.product.images[0];
    return image?.printArea ?? (image ? this.findImageByUrl(image.url)?.printArea : undefined);
  }

  /** The catalogue image a URL points at, if it is one of ours. */
  findImageByUrl(url: string): CatalogImage | undefined {
    const key = catalogImageKeyOf(url);
    return key ? this.imageIndex.get(key) : undefined;
  }

  /**
   * An image by key, reading the catalogue again first when the key is unknown here and the last
   * load is older than `staleAfterMs`. The preview worker does not sync: a server that synced a
   * new product from Shopify a moment ago sends it jobs for images it has not loaded yet.
   */
  async findImageByKeyReloading(key: string, staleAfterMs = 5_000): Promise<CatalogImage | undefined> {
    const known = this.imageIndex.get(key);
    if (known || Date.now() - this.loadedAt < staleAfterMs) return known;
    await this.reload();
    return this.imageIndex.get(key);
  }

  /**
   * Loads again after any load under way, so whatever was committed before the call is in what it
   * loads (a load that started earlier may have read the tables before the change): a studio
   * change's notice is answered with this. Calls while one waits share it.
   */
  refresh(): Promise<void> {
    if (this.queued) return this.queued;
    const running = this.reloading ?? Promise.resolve();
    this.queued = running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.reload();
      });
    return this.queued;
  }

  /** Loads again, joining a reload already under way rather than reading (and mirroring) twice. */
  reload(): Promise<void> {
    this.reloading ??= this.load().finally(() => (this.reloading = undefined));
    return this.reloading;
  }

  findImageByKey(key: string): CatalogImage | undefined {
    return this.imageIndex.get(key);
  }

  imageKeys(): string[] {
    return [...this.imageIndex.keys()];
  }
}
