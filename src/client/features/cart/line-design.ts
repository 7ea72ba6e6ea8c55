import type { Design } from '../../../contracts/designs';
import type { StoredCartLine } from '../../lib/stored-cart';

/**
 * A cart line as the sheet reopens it (issue 29 item 2): the option, fields, prompt and preview it
 * was added with. No saved design stands behind it, so it has no token (and no share link yet).
 */
export function lineDesign(item: StoredCartLine): Design {
  const c = item.customization;
  return {
    token: '',
    productHandle: item.product.handle,
    variantId: item.selectedVariant.id,
    fields: {
      name: c.name,
      houseNumber: c.houseNumber,
      line1: c.line1,
      line2: c.line2,
      font: c.font,
      color: c.color,
      style: c.style,
      userImageUrl: c.userImageUrl,
    },
    prompt: c.aiPrompt,
    previewImage: c.previewImage,
  };
}
