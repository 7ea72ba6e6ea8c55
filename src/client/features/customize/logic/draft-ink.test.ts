import { describe, expect, it } from 'vitest';
import { KIDS_LETTER_COLOURS } from '../../../../contracts/lettering-layout';
import { kidsLetterColours } from './draft-ink';

describe("a kids plate's draft letter colours", () => {
  it('are the bright set for the sheet default, unless the template lists its colours', () => {
    expect(kidsLetterColours('#8B4513')).toEqual([...KIDS_LETTER_COLOURS]);
    expect(kidsLetterColours('#8B4513', ['#8B4513', '#1A1A1A'])[0]).toBe('rgb(139 69 19)');
  });
});
