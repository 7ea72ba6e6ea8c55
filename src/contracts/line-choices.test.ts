import { describe, expect, it } from 'vitest';
import { colourName, fontName, shownChoices } from './line-choices';
import { LETTERING_COLOURS, LETTERING_FONTS } from './template-choices';

const board = [
  { key: 'Name', value: 'Sharma Niwas' },
  { key: 'Font', value: 'serif' },
  { key: 'Colour', value: '#8B4513' },
  { key: 'Style', value: 'minimal' },
  { key: '_previewImage', value: '/objects/ai-generated/abc.webp' },
];

describe("a line's personalisation as the shopper reads it (issue 45.5)", () => {
  it('names the font and colour as the chips do, and drops a style a board never offers', () => {
    expect(shownChoices(board, 'en')).toEqual([
      { key: 'Name', label: 'Name', value: 'Sharma Niwas' },
      { key: 'Font', label: 'Font', value: 'Serif' },
      { key: 'Colour', label: 'Text colour', value: 'Brown' },
    ]);
  });

  it('says it in Hindi, the shopper’s own words staying as typed', () => {
    const hi = shownChoices(board, 'hi');
    expect(hi.map((c) => c.value)).toEqual(['Sharma Niwas', 'सेरिफ़', 'भूरा']);
    expect(hi.map((c) => c.label).join(' ')).toMatch(/^[\u0900-\u097F\s]+$/u);
  });

  it('gives a mug its art style and none of the lettering it cannot choose', () => {
    const mug = [
      { key: 'Caption', value: 'Chai time' },
      { key: 'Font', value: 'serif' },
      { key: 'Colour', value: '#8B4513' },
      { key: 'Style', value: 'oil-painting' },
      { key: 'Photo', value: 'user-upload.jpg' },
    ];
    expect(shownChoices(mug, 'en').map((c) => `${c.label}: ${c.value}`)).toEqual([
      'Caption: Chai time',
      'Art style: Oil painting',
    ]);
  });

  it('has a name for every font and palette colour in both languages, and keeps a value it does not know', () => {
    for (const language of ['en', 'hi'] as const) {
      for (const f of LETTERING_FONTS) expect(fontName(language, f.value)).not.toBe(f.value);
      for (const c of LETTERING_COLOURS) expect(colourName(language, c.value.toLowerCase())).not.toMatch(/#/);
    }
    expect(colourName('en', '#123456')).toBe('#123456');
    expect(shownChoices([{ key: 'Engraving side', value: 'Back' }], 'hi')).toEqual([
      { key: 'Engraving side', label: 'Engraving side', value: 'Back' },
    ]);
  });
});
