import type { Variant } from '../../../../contracts/products';
import { splitVariantTitle, type Attribute } from './product-attributes';

/** The chosen value per attribute index; null while the shopper has not chosen. */
export type Selection = readonly (string | null)[];

export type VariantMatch =
  /** Every option chosen and one variant has exactly these values (it may be unavailable). */
  | { status: 'matched'; variant: Variant }
  /** The choices so far fit some variants, but these attributes are still unchosen. */
  | { status: 'missing'; missing: Attribute[]; candidates: Variant[] }
  /** No variant has the chosen values together. */
  | { status: 'invalid' }
  /** The product has no variants at all. */
  | { status: 'none' };

function fits(variant: Variant, selection: Selection): boolean {
  const values = splitVariantTitle(variant.title);
  return selection.every((chosen, i) => chosen === null || values[i] === chosen);
}

/** Recomputed on every change of the selection (spec section 4, Variant change). */
export function findVariant(
  variants: readonly Variant[],
  attributes: readonly Attribute[],
  selection: Selection,
): VariantMatch {
  if (variants.length === 0) return { status: 'none' };
  const candidates = variants.filter((v) => fits(v, selection));
  if (candidates.length === 0) return { status: 'invalid' };
  const missing = attributes.filter((a) => (selection[a.index] ?? null) === null);
  if (missing.length > 0) return { status: 'missing', missing, candidates };
  // Duplicate titles should not happen; if they do, prefer one that can be bought.
  const variant = candidates.find((v) => v.available) ?? candidates[0];
  return variant ? { status: 'matched', variant } : { status: 'invalid' };
}

/**
 * The starting selection: in-sheet selectors take the first available variant's values; dialog
 * attributes start unchosen, except an option with a single value, where there is nothing to ask.
 */
export function initialSelection(variants: readonly Variant[], attributes: readonly Attribute[]): (string | null)[] {
  const first = variants.find((v) => v.available) ?? variants[0];
  const values = first ? splitVariantTitle(first.title) : [];
  const selection: (string | null)[] = [];
  for (const a of attributes) {
    if (a.values.length === 1) selection[a.index] = a.values[0] ?? null;
    else selection[a.index] = a.placement === 'sheet' ? (values[a.index] ?? null) : null;
  }
  return selection;
}

export function withValue(selection: Selection, index: number, value: string | null): (string | null)[] {
  const next = [...selection];
  next[index] = value;
  return next;
}
