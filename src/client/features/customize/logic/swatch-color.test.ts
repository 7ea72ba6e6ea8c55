import { describe, expect, it } from 'vitest';
import { KIND_FORMS } from '../kinds/kind-forms';
import { swatchColor } from './swatch-color';

describe('option swatches', () => {
  it('paint the hue, a hue before a material', () => {
    expect(swatchColor('Red')).toBe('#b3261e');
    expect(swatchColor('Pastel Pink')).toBe('#f4a7b9');
    expect(swatchColor('Blue Pottery')).toBe('#2456a6');
    expect(swatchColor('Black Acrylic')).toBe('#1a1a1a');
    expect(swatchColor('Mango Wood')).toBe('#c19662');
    expect(swatchColor('#8B4513')).toBe('#8B4513');
  });

  it('leave a plain chip for values without a colour', () => {
    expect(swatchColor('Space')).toBeNull();
  });
});

describe('sample prompts', () => {
  it('are the spec’s four titles per category, and the name board’s for other products', () => {
    const titles = Object.fromEntries(
      Object.entries(KIND_FORMS).map(([k, form]) => [k, form.samplePrompts.map((p) => p.title)]),
    );
    expect(titles).toEqual({
      nameplate: ['Elegant Script', 'Modern Minimal', 'Rustic Wood', 'Family Home'],
      mug: ['Vintage Botanical', 'Playful Cartoon', 'Minimalist Quote', 'Photo Collage'],
      kids: ['Space Adventure', 'Fairy Tale', 'Safari Animals', 'Superhero Comic'],
      generic: ['Elegant Script', 'Modern Minimal', 'Rustic Wood', 'Family Home'],
    });
  });
});
