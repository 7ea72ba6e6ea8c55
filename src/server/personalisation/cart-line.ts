import type { CartAttribute } from '../../contracts/cart';
import type { CustomizationPayload } from '../../contracts/cart-requests';
import { indiaDate } from '../../contracts/india-days';
import type { Language } from '../../contracts/language';
import type { DesignField, PersonalisationDesign } from '../../contracts/personalisation-design';
import { formatDesignDate } from '../../contracts/personalisation-layout';
import { checkPersonalisation } from '../../contracts/personalisation-values';
import type { Database } from '../platform/db/client';
import { DomainError } from '../platform/errors';
import { designOf } from './design-store';

/**
 * Issue 41 item 4: a cart line's personalisation checked on the server against the design the
 * line was made with, never trusting the sheet. A product with no design keeps its category's
 * checks alone (the routes' as before); a product with one gets its version on the line, so the
 * order made from it is checked and drawn by that version whatever the owner saves later.
 */

/** Hidden attributes ('_' keys are never shown, as on Shopify) the version and the values travel in. */
export const DESIGN_ATTRIBUTE_KEYS = { version: '_design', values: '_fields' } as const;

/**
 * What the owner and the shopper read (cart, order pages, Shopify's line): the field's English
 * name; a choice by its value's name; a date as the piece writes it (12 Dec 2026, 12.12.2026 or
 * in Hindi numerals), not as the sheet's date input sent it (2026-12-12).
 */
function readable(field: DesignField, value: string): string {
  if (field.kind === 'date') return formatDesignDate(value, field.format);
  if (field.kind !== 'choice') return value;
  return field.values.find((v) => v.value === value)?.name.en ?? value;
}

function refuse(field: string, message: Record<Language, string>, language: Language): never {
  throw new DomainError('invalid_input', message[language], { field: `customization.fields.${field}` });
}

/**
 * The attributes a line's design adds (its version, its values), or none for a product without a
 * design. Throws a DomainError at the field when the values break the design: nothing is stored.
 */
export async function designedLineAttributes(
  db: Database,
  productHandle: string,
  customization: CustomizationPayload,
  options: {
    language: Language;
    now?: Date;
    shownAttributes?: readonly CartAttribute[];
    /** The stored upload's own path, or null when no such photo was uploaded here. */
    uploadedPhoto: (url: string) => Promise<string | null>;
  },
): Promise<CartAttribute[]> {
  const { fields, designVersion } = customization;
  const design: PersonalisationDesign | null = await designOf(db, productHandle, designVersion);
  if (!design) {
    if (designVersion !== undefined)
      refuse(
        'designVersion',
        { en: 'This piece has changed. Please open it again.', hi: 'यह पीस बदल गया है। कृपया इसे फिर से खोलें।' },
        options.language,
      );
    if (fields && Object.keys(fields).length > 0)
      refuse(
        Object.keys(fields)[0]!,
        { en: 'This piece has no fields to fill in', hi: 'इस पीस में भरने के लिए कोई खाना नहीं है' },
        options.language,
      );
    return [];
  }
  const attributes: CartAttribute[] = [{ key: DESIGN_ATTRIBUTE_KEYS.version, value: String(design.version) }];
  if (!fields) return attributes;
  const checked = { values: await checkedValues(design, fields, options) };
  const shown = new Set((options.shownAttributes ?? []).map((a) => a.key));
  for (const field of design.fields) {
    const value = checked.values[field.id];
    // The seed's fields reuse today's keys (Name, Caption): the line already shows those once.
    if (value === undefined || shown.has(field.label.en)) continue;
    attributes.push({ key: field.label.en, value: readable(field, value) });
  }
  attributes.push({ key: DESIGN_ATTRIBUTE_KEYS.values, value: JSON.stringify(checked.values) });
  return attributes;
}

/**
 * The values a design keeps (hidden and empty fields dropped, photos as their stored paths), or
 * a DomainError at the first field that breaks it, in the shopper's language.
 */
export async function checkedValues(
  design: PersonalisationDesign,
  fields: Readonly<Record<string, string | undefined>>,
  options: { language: Language; now?: Date; uploadedPhoto: (url: string) => Promise<string | null> },
): Promise<Record<string, string>> {
  const checked = checkPersonalisation(design, fields, indiaDate(options.now ?? new Date()));
  if (!checked.ok) refuse(checked.problem.field, checked.problem.message, options.language);
  for (const field of design.fields) {
    const value = checked.values[field.id];
    if (field.kind !== 'photo' || value === undefined) continue;
    const path = await options.uploadedPhoto(value);
    if (!path)
      refuse(
        field.id,
        {
          en: `${field.label.en} must be a photo uploaded here`,
          hi: `${field.label.hi} यहीं अपलोड की गई फ़ोटो होनी चाहिए`,
        },
        options.language,
      );
    checked.values[field.id] = path;
  }
  return checked.values;
}
