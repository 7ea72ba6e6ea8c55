import { describe, expect, it } from 'vitest';
import { classifyAttribute, classifyValue, isHouseNumberValue } from './classify-options';

describe('option classification by the wording of the values', () => {
  it.each([
    '11oz',
    '15oz',
    '15 oz',
    '350 ml',
    'Large',
    'Small',
    'Medium',
    'XL',
    'XXL',
    'S',
    '12 x 8 in',
    '18x12 inch',
    '16 x 10 in',
    'A4',
    'A3',
    '30 cm',
    'Up to 6 letters',
  ])('%s is a Size', (value) => expect(classifyValue(value)).toBe('Size'));

  it.each([
    'Red',
    'White',
    'Black',
    'Blue Pottery',
    'Teak',
    'Sheesham',
    'Mango Wood',
    'Walnut',
    'Natural',
    'Brass',
    'Copper',
    'Acrylic',
    'Pastel Pink',
    'Mint',
    'Lavender',
    'Terracotta',
    'Navy',
    'Teal',
    '#8B4513',
  ])('%s is a Color (materials and finishes are picked like colours)', (value) =>
    expect(classifyValue(value)).toBe('Color'),
  );

  it.each(['With LED', 'Without LED', 'Gift wrap', 'No gift wrap', 'With House Number', 'Without House Number'])(
    '%s is a Feature',
    (value) => expect(classifyValue(value)).toBe('Feature'),
  );

  it.each(['Pack of 2', 'Set of 3', '2 pcs', '4 pieces', 'Single'])('%s is a Quantity', (value) =>
    expect(classifyValue(value)).toBe('Quantity'),
  );

  it.each(['Space', 'Jungle', 'Unicorn', 'Ocean', 'Festive'])('%s is an Option', (value) =>
    expect(classifyValue(value)).toBe('Option'),
  );

  it('classifies an attribute by what most of its values say', () => {
    expect(classifyAttribute(['11oz', '15oz'])).toBe('Size');
    expect(classifyAttribute(['Sheesham', 'Teak'])).toBe('Color');
    expect(classifyAttribute(['Single', 'Pack of 2'])).toBe('Quantity');
    expect(classifyAttribute(['Gift wrap', 'No gift wrap'])).toBe('Feature');
    expect(classifyAttribute(['Space', 'Jungle', 'Unicorn', 'Ocean'])).toBe('Option');
    // One unknown value does not outvote the rest.
    expect(classifyAttribute(['Red', 'White', 'Sunset'])).toBe('Color');
  });

  it('breaks a tie towards the more specific kind', () => {
    expect(classifyAttribute(['Large', 'Red'])).toBe('Size');
    expect(classifyAttribute(['Pack of 2', '11oz'])).toBe('Quantity');
  });

  it('recognises house-number options', () => {
    expect(isHouseNumberValue('With House Number')).toBe(true);
    expect(isHouseNumberValue('Without house no.')).toBe(true);
    expect(isHouseNumberValue('With LED')).toBe(false);
  });
});
