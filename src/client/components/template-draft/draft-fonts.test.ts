import { describe, expect, it } from 'vitest';
import { FONT_ROLES } from '../../../contracts/lettering-layout';
import { EMOJI_FONTS, LETTERING_SCRIPTS, SCRIPT_FONTS } from '../../../contracts/lettering-scripts';
import { draftFaceNeeds } from './draft-fonts';
import { SCRIPT_FONT_URLS } from './script-font-urls';

describe('the live draft’s script and emoji faces', () => {
  it('have a web font URL for every file the server letters a script or an emoji with', () => {
    const modules = FONT_ROLES.flatMap((role) => [
      ...LETTERING_SCRIPTS.map((script) => SCRIPT_FONTS[script][role]),
      EMOJI_FONTS[role],
    ]);
    for (const module of modules) expect(SCRIPT_FONT_URLS[module], module).toEqual(expect.any(String));
    // Nothing listed that the server does not use: the list is the server's table, nothing more.
    expect(Object.keys(SCRIPT_FONT_URLS).sort()).toEqual([...new Set(modules)].sort());
  });

  it.each([
    ['Sharma Niwas 42', []],
    ['शर्मा निवास', []],
    ['சர்மா இல்லம்', ['Tamil']],
    ['شرما ہاؤس 42', ['Arabic']],
    ['Priya 🌸 சர்மா', ['Tamil', 'emoji']],
    ['👨‍👩‍👧 Nair', ['emoji']],
  ])('%s needs %j beyond the role’s own face', (text, needs) => {
    expect(draftFaceNeeds(text)).toEqual(needs);
  });
});
