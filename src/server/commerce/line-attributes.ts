import type { CartAttribute, CustomizationPayload } from '../../contracts/cart';
import { DomainError } from '../errors';

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
} as const;

const OWN_PREVIEW_PREFIXES = ['/objects/ai-generated/', '/images/catalog/'];
const OWN_UPLOAD_PREFIXES = ['/objects/uploads/'];

/**
 * The path of an image URL if it is one of ours, with the cache-buster dropped; throws otherwise.
 * A cart line must never point the order at somebody else's server.
 */
export function ownImagePath(url: string, prefixes: string[], label: string): string {
  let path = url.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      throw new DomainError('invalid_input', `${label} must be an image from this store`);
    }
  }
  path = path.split(/[?#]/, 1)[0] ?? '';
  if (!prefixes.some((p) => path.startsWith(p)) || path.includes('..') || path.includes('\\')) {
    throw new DomainError('invalid_input', `${label} must be an image from this store`);
  }
  return path;
}

export function customizationToAttributes(c: CustomizationPayload, clientItemId: string): CartAttribute[] {
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
    add(ATTRIBUTE_KEYS.previewImage, ownImagePath(c.previewImage, OWN_PREVIEW_PREFIXES, 'The preview image'));
  if (c.userImageUrl)
    add(ATTRIBUTE_KEYS.userImageUrl, ownImagePath(c.userImageUrl, OWN_UPLOAD_PREFIXES, 'The uploaded photo'));
  add(ATTRIBUTE_KEYS.clientItemId, clientItemId);
  return attributes;
}
