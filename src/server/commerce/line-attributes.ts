import type { CartAttribute } from '../../contracts/cart';
import type { CustomizationPayload } from '../../contracts/cart-requests';
import { ownImagePath, ownImageRef } from '../../contracts/own-urls';
import type { ObjectStore } from '../platform/storage/types';
import { DomainError } from '../platform/errors';

/** What tells whether an image of ours exists: the object store and the loaded catalogue. */
export interface OwnImageSources {
  objectStore: Pick<ObjectStore, 'exists'>;
  catalog: { findImageByUrl(url: string): unknown };
}

/** Keys a line's personalisation is stored under; '_' keys are hidden at checkout, as on Shopify. */
export const ATTRIBUTE_KEYS = {
  name: 'Name',
  houseNumber: 'House number',
  childName: 'Child name',
  line1: 'Caption',
  line2: 'Photo',
  font: 'Font',
  color: 'Colour',
  style: 'Style',
  aiPrompt: 'AI prompt',
  previewImage: '_previewImage',
  userImageUrl: '_userImage',
  clientItemId: '_clientItemId',
  proofLink: '_proof',
} as const;

/** The attributes that point at an image, and which kind of image each may be. */
const IMAGE_PLACES: Record<string, 'preview' | 'upload'> = {
  [ATTRIBUTE_KEYS.previewImage]: 'preview',
  [ATTRIBUTE_KEYS.userImageUrl]: 'upload',
};

/**
 * A line's link into the owner's workspace, stable from the moment it is added to a cart: the
 * order does not exist yet, so it names the line, and the workspace resolves it to the order
 * (and its proof) once the order is in. Shopify admin shows it on the order page.
 */
export function proofLinkFor(origin: string, clientItemId: string): CartAttribute {
  const path = `/admin/orders/by-line/${encodeURIComponent(clientItemId)}`;
  return { key: ATTRIBUTE_KEYS.proofLink, value: new URL(path, origin).toString() };
}

/**
 * The canonical path of an image of ours that exists, or null. The owner's browser requests a
 * line's images with its session, so a line may name nothing but a real object or catalogue image.
 */
export async function existingOwnImage(
  url: string,
  place: 'preview' | 'upload',
  sources: OwnImageSources,
): Promise<string | null> {
  const ref = ownImageRef(url, place);
  if (!ref) return null;
  const exists =
    ref.kind === 'object' ? await sources.objectStore.exists(ref.key) : !!sources.catalog.findImageByUrl(ref.path);
  return exists ? ref.path : null;
}

/** The image's own path, cache-buster dropped; a line must never point the order at somebody else's server. */
async function ownImage(url: string, place: 'preview' | 'upload', label: string, sources: OwnImageSources) {
  const path = await existingOwnImage(url, place, sources);
  if (!path) throw new DomainError('invalid_input', `${label} must be an image from this store`);
  return path;
}

/**
 * withOwnImages, plus each kept image must exist here: for lines that came from outside (a
 * Shopify order), before they are stored.
 */
export async function withExistingOwnImages(
  attributes: CartAttribute[],
  sources: OwnImageSources,
): Promise<CartAttribute[]> {
  const kept = await Promise.all(
    withOwnImages(attributes).map(async (a) => {
      const place = IMAGE_PLACES[a.key];
      if (!place) return a;
      const path = await existingOwnImage(a.value, place, sources);
      return path ? { key: a.key, value: path } : null;
    }),
  );
  return kept.filter((a): a is CartAttribute => a !== null);
}

/**
 * Attributes that came back from outside (a Shopify order's line item properties: a shopper can
 * write those through the public Storefront API) with their image pointers held to our own
 * paths, as customizationToAttributes holds them: one that points elsewhere is dropped.
 */
export function withOwnImages(attributes: CartAttribute[]): CartAttribute[] {
  return attributes.flatMap((a) => {
    const place = IMAGE_PLACES[a.key];
    if (!place) return [a];
    const path = ownImagePath(a.value, place);
    return path ? [{ key: a.key, value: path }] : [];
  });
}

export async function customizationToAttributes(
  c: CustomizationPayload,
  clientItemId: string,
  sources: OwnImageSources,
): Promise<CartAttribute[]> {
  const attributes: CartAttribute[] = [];
  const add = (key: string, value: string | undefined) => {
    const v = value?.trim();
    if (v) attributes.push({ key, value: v });
  };
  add(ATTRIBUTE_KEYS.name, c.name);
  add(ATTRIBUTE_KEYS.houseNumber, c.houseNumber);
  add(ATTRIBUTE_KEYS.childName, c.childName);
  add(ATTRIBUTE_KEYS.line1, c.line1);
  add(ATTRIBUTE_KEYS.line2, c.line2);
  add(ATTRIBUTE_KEYS.font, c.font);
  add(ATTRIBUTE_KEYS.color, c.color);
  add(ATTRIBUTE_KEYS.style, c.style);
  add(ATTRIBUTE_KEYS.aiPrompt, c.aiPrompt);
  if (c.previewImage)
    add(ATTRIBUTE_KEYS.previewImage, await ownImage(c.previewImage, 'preview', 'The preview image', sources));
  if (c.userImageUrl)
    add(ATTRIBUTE_KEYS.userImageUrl, await ownImage(c.userImageUrl, 'upload', 'The uploaded photo', sources));
  add(ATTRIBUTE_KEYS.clientItemId, clientItemId);
  return attributes;
}
