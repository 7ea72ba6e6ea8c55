import { describe, expect, it } from 'vitest';
import { categoryDisplayName, customizeKindOf } from './category';
import { capText } from './category-fields';

describe('category of a product', () => {
  it('comes from its collections, anything else is generic', () => {
    expect(customizeKindOf(['Mugs'])).toBe('mug');
    expect(customizeKindOf(['Featured', 'Nameplates'])).toBe('nameplate');
    expect(customizeKindOf(['Kids Buntings'])).toBe('kids');
    expect(customizeKindOf(['Cushions'])).toBe('generic');
    expect(customizeKindOf([])).toBe('generic');
  });

  it('is shown through the display map', () => {
    expect(categoryDisplayName(['Nameplates'])).toBe('Nameboards');
    expect(categoryDisplayName(['Kids Buntings'])).toBe('Kids Name Plates');
    expect(categoryDisplayName(['Cushions'])).toBeNull();
  });
});

describe('hard caps on text fields', () => {
  it('cuts a paste to the limit', () => {
    expect(capText('Sharma Niwas Residency Block', 20)).toBe('Sharma Niwas Residen');
    expect(capText('B-12', 10)).toBe('B-12');
  });

  it('counts characters as a shopper sees them, as the server does', () => {
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
    expect(capText(family.repeat(3), 20)).toBe(family.repeat(3));
    expect(capText(family.repeat(3), 2)).toBe(family.repeat(2));
    expect(capText('Ananya\u0301 Rao', 6)).toBe('Ananya\u0301');
  });
});
