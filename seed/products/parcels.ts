import type { Category } from '../../src/contracts/products';
import { sizeNamedInTitle } from '../../src/server/catalog/piece-size';

/** A variant's packed parcel: what the courier weighs and measures (issue 45: a booking needs both). */
interface SeedParcel {
  packedWeightGrams: number;
  boxCm: { length: number; breadth: number; height: number };
}

const tens = (grams: number) => Math.ceil(grams / 10) * 10;

/**
 * The seed's packed weights and boxes, from what each variant is: a ceramic mug in a moulded box,
 * a wooden or metal board on its backing with corner guards, a light kids' plate in a flat mailer.
 * The owner weighs their own parcels in the studio; these are only sensible first values so the
 * first booking does not fail on a missing weight.
 */
export function seedParcel(category: Category, values: readonly string[]): SeedParcel {
  const count = values.some((v) => /pack of 2/i.test(v)) ? 2 : values.some((v) => /set of 3/i.test(v)) ? 3 : 1;
  const giftWrap = values.includes('Gift wrap') ? 60 : 0;
  if (category === 'Mugs') {
    const tall = values.includes('15oz');
    const one = tall ? 520 : 430;
    const box = tall ? { length: 14, breadth: 11, height: 14 } : { length: 13, breadth: 10, height: 12 };
    return {
      packedWeightGrams: tens(one * count + giftWrap),
      boxCm: { ...box, length: box.length * count },
    };
  }
  const size = sizeNamedInTitle(category, values.join(' / '));
  const widthCm = size.widthMm / 10;
  const heightCm = size.heightMm / 10;
  const areaCm2 = widthCm * heightCm;
  if (category === 'Nameplates') {
    const metal = values.some((v) => /brass|copper/i.test(v));
    const led = values.includes('With LED') ? 180 : 0;
    return {
      packedWeightGrams: tens(areaCm2 * (metal ? 1.8 : 1.2) + 250 + led + giftWrap),
      boxCm: { length: Math.ceil(widthCm + 6), breadth: Math.ceil(heightCm + 6), height: 6 },
    };
  }
  return {
    packedWeightGrams: tens((areaCm2 * 0.45 + 120) * count + giftWrap),
    boxCm: { length: Math.ceil(widthCm + 4), breadth: Math.ceil(heightCm + 4), height: 3 * count },
  };
}
