import * as z from 'zod/mini';
import {
  RATING_MESSAGE,
  ratingSchema,
  type ProductCreate,
  type StudioProduct,
} from '../../../../../contracts/admin-products';
import { fromPaise, toPaise } from '../../../../../contracts/money';
import type { Category } from '../../../../../contracts/products';
import type { FieldErrors } from './field-errors';

/** The form's own state: strings as typed, turned into the API's body only on save. */
export interface VariantDraft {
  id?: string;
  title: string;
  price: string;
  available: boolean;
  stock: string;
  /** Rupees, as typed: what one piece's materials cost (a remake's cost, issue 44). */
  materialCost: string;
  widthMm: string;
  heightMm: string;
  /** The packed parcel: grams and the box's sides in cm. */
  packedGrams: string;
  boxLength: string;
  boxBreadth: string;
  boxHeight: string;
}

export interface ProductDraft {
  title: string;
  description: string;
  category: Category;
  productType: string;
  tags: string;
  badges: string;
  /** Stars out of 5, as typed. */
  rating: string;
  hsn: string;
  gstRate: string;
  /** Working days to make a piece, as typed. */
  makingDays: string;
  variants: VariantDraft[];
}

export const EMPTY_VARIANT: VariantDraft = {
  title: '',
  price: '',
  available: true,
  stock: '',
  materialCost: '',
  widthMm: '',
  heightMm: '',
  packedGrams: '',
  boxLength: '',
  boxBreadth: '',
  boxHeight: '',
};

export const EMPTY_DRAFT: ProductDraft = {
  title: '',
  description: '',
  category: 'Nameplates',
  productType: '',
  tags: '',
  badges: '',
  rating: '',
  hsn: '',
  gstRate: '',
  makingDays: '2',
  variants: [{ ...EMPTY_VARIANT }],
};

export function draftOf(p: StudioProduct): ProductDraft {
  return {
    title: p.title,
    description: p.description,
    category: p.category ?? 'Nameplates',
    productType: p.productType,
    tags: p.tags.join(', '),
    badges: p.badges.join(', '),
    rating: p.rating === null ? '' : String(p.rating),
    hsn: p.hsn ?? '',
    gstRate: p.gstRate === null ? '' : String(p.gstRate),
    makingDays: p.makingDays === undefined ? '2' : String(p.makingDays),
    variants: p.variants.map((v) => ({
      id: v.id,
      title: v.title,
      price: v.price,
      available: v.available,
      stock: v.stock === null ? '' : String(v.stock),
      materialCost: v.materialCostPaise == null ? '' : fromPaise(v.materialCostPaise),
      widthMm: v.sizeMm ? String(v.sizeMm.widthMm) : '',
      heightMm: v.sizeMm ? String(v.sizeMm.heightMm) : '',
      packedGrams: v.packedWeightGrams ? String(v.packedWeightGrams) : '',
      boxLength: v.boxCm ? String(v.boxCm.length) : '',
      boxBreadth: v.boxCm ? String(v.boxCm.breadth) : '',
      boxHeight: v.boxCm ? String(v.boxCm.height) : '',
    })),
  };
}

const list = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

// An empty box is "not given"; anything else goes to the server as typed, so it refuses it at the field.
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The API body for the draft's fields (status and handle are the caller's). */
export function bodyOf(d: ProductDraft): Omit<ProductCreate, 'status'> {
  return {
    title: d.title,
    description: d.description,
    category: d.category,
    productType: d.productType,
    tags: list(d.tags),
    badges: list(d.badges),
    rating: numberOrNull(d.rating),
    hsn: d.hsn.trim() === '' ? null : d.hsn,
    gstRate: numberOrNull(d.gstRate),
    ...(d.makingDays.trim() === '' ? {} : { makingDays: Number(d.makingDays) }),
    variants: d.variants.map((v) => {
      const w = numberOrNull(v.widthMm);
      const h = numberOrNull(v.heightMm);
      const box = [v.boxLength, v.boxBreadth, v.boxHeight].map(numberOrNull);
      return {
        ...(v.id ? { id: v.id } : {}),
        title: v.title,
        price: v.price,
        available: v.available,
        stock: numberOrNull(v.stock),
        materialCostPaise: v.materialCost.trim() === '' ? null : toPaise(v.materialCost.trim()),
        sizeMm: w === null && h === null ? null : { widthMm: w ?? 0, heightMm: h ?? 0 },
        packedWeightGrams: numberOrNull(v.packedGrams),
        // A side left empty goes as 0, so the server names it rather than dropping the box.
        boxCm: box.every((n) => n === null) ? null : { length: box[0] ?? 0, breadth: box[1] ?? 0, height: box[2] ?? 0 },
      };
    }),
  };
}

const RUPEES = /^\d{1,6}(\.\d{1,2})?$/;
const isNumber = (text: string) => text.trim() === '' || Number.isFinite(Number(text));

/**
 * What the form refuses before sending: text that is no number at all would reach the server as
 * null (JSON has no NaN) and quietly clear the field. The rating's range is the contract's own
 * check, so the message is the server's; the server checks everything again.
 */
export function draftProblems(d: ProductDraft): FieldErrors {
  const problems: FieldErrors = {};
  const rating = numberOrNull(d.rating);
  if (!isNumber(d.rating)) problems.rating = RATING_MESSAGE;
  else if (rating !== null) {
    const checked = z.safeParse(ratingSchema, rating);
    if (!checked.success) problems.rating = checked.error.issues[0]?.message ?? RATING_MESSAGE;
  }
  if (!isNumber(d.gstRate)) problems.gstRate = 'Enter the GST rate as a number, like 12';
  if (!isNumber(d.makingDays)) problems.makingDays = 'Enter whole working days, like 3';
  for (const [i, v] of d.variants.entries()) {
    if (v.materialCost.trim() !== '' && !RUPEES.test(v.materialCost.trim()))
      problems[`variants.${i}.materialCostPaise`] = 'Enter the material cost in rupees, like 320 or 320.50';
    if (!isNumber(v.packedGrams))
      problems[`variants.${i}.packedWeightGrams`] = 'Enter the packed weight in whole grams';
    for (const side of ['boxLength', 'boxBreadth', 'boxHeight'] as const)
      if (!isNumber(v[side])) problems[`variants.${i}.boxCm`] = 'Enter the box size in cm, like 30';
  }
  return problems;
}
