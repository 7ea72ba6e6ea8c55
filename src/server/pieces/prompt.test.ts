import { describe, expect, it } from 'vitest';
import { interpretPrompt } from './prompt';
import { SAMPLE_PROMPTS as samplePrompts } from '../../contracts/sample-prompts';

describe('interpretPrompt', () => {
  it('asks for nothing when there is no prompt', () => {
    expect(interpretPrompt(undefined)).toEqual({
      minimal: false,
      distressed: false,
      flourish: false,
      border: false,
      uppercase: false,
    });
    expect(interpretPrompt('')).toEqual(interpretPrompt(undefined));
  });

  it('takes the first colour named as the lettering colour', () => {
    expect(interpretPrompt('white letters on a black board').color).toEqual([250, 250, 246]);
    expect(interpretPrompt('Navy and gold').color).toEqual([31, 47, 92]);
    expect(interpretPrompt('something nice').color).toBeUndefined();
  });

  it('turns gold and brass into a metal finish, silver and copper into their metals', () => {
    expect(interpretPrompt('gold letters').finish).toBe('brass');
    expect(interpretPrompt('gold letters').metal).toBeUndefined();
    expect(interpretPrompt('a brass plate')).toMatchObject({ finish: 'brass' });
    expect(interpretPrompt('brushed silver')).toMatchObject({ finish: 'brass', metal: 'silver' });
    expect(interpretPrompt('copper lettering')).toMatchObject({ finish: 'brass', metal: 'copper' });
  });

  it('reads wood and engraving words as engraved, chalk as chalk, neon and LED as glow', () => {
    expect(interpretPrompt('carved into wood').finish).toBe('engraved');
    expect(interpretPrompt('engraved').finish).toBe('engraved');
    expect(interpretPrompt('chalkboard style').finish).toBe('chalk');
    expect(interpretPrompt('neon sign').finish).toBe('glow');
    expect(interpretPrompt('LED backlit').finish).toBe('glow');
  });

  it('lets metal win over the wood it sits on', () => {
    expect(interpretPrompt('gold script on dark polished wood').finish).toBe('brass');
  });

  it('maps layout words to fonts and layout flags', () => {
    expect(interpretPrompt('minimal and modern')).toMatchObject({ minimal: true, font: 'light' });
    expect(interpretPrompt('elegant')).toMatchObject({ font: 'script' });
    expect(interpretPrompt('script letters').font).toBe('script');
    expect(interpretPrompt('bold').font).toBe('bold');
    expect(interpretPrompt('vintage').distressed).toBe(true);
    expect(interpretPrompt('rustic barn').distressed).toBe(true);
    expect(interpretPrompt('for the family').flourish).toBe(true);
    expect(interpretPrompt('with a border').border).toBe(true);
    expect(interpretPrompt('block capitals').uppercase).toBe(true);
  });

  it('recognises palettes, kids themes, photo effects and motifs', () => {
    expect(interpretPrompt('pastel').palette).toBe('pastel');
    expect(interpretPrompt('bright rainbow').palette).toBe('bright');
    expect(interpretPrompt('rocket to the moon').theme).toBe('space');
    expect(interpretPrompt('a unicorn castle').theme).toBe('fairy');
    expect(interpretPrompt('jungle lion').theme).toBe('safari');
    expect(interpretPrompt('superhero').theme).toBe('comic');
    expect(interpretPrompt('pencil sketch').effect).toBe('sketch');
    expect(interpretPrompt('polaroid collage').effect).toBe('collage');
    expect(interpretPrompt('sepia').effect).toBe('vintage');
    expect(interpretPrompt('cartoon').effect).toBe('cartoon');
    expect(interpretPrompt('falling leaves').motif).toBe('leaves');
    expect(interpretPrompt('twinkle stars').motif).toBe('stars');
  });

  it('drops words that are negated', () => {
    expect(interpretPrompt('no border please').border).toBe(false);
    expect(interpretPrompt('without gold, just engraved').finish).toBe('engraved');
  });

  it('is case-insensitive and ignores words inside other words', () => {
    expect(interpretPrompt('GOLD').finish).toBe('brass');
    expect(interpretPrompt('goldfish').finish).toBeUndefined();
  });

  it('gives each sample prompt of a category a different reading', () => {
    for (const prompts of Object.values(samplePrompts)) {
      const readings = prompts.map((p) => JSON.stringify(interpretPrompt(p.prompt)));
      expect(new Set(readings).size).toBe(prompts.length);
    }
  });

  it('has the spec titles for the sample prompts', () => {
    expect(samplePrompts.Nameplates.map((p) => p.title)).toEqual([
      'Elegant Script',
      'Modern Minimal',
      'Rustic Wood',
      'Family Home',
    ]);
    expect(samplePrompts.Mugs.map((p) => p.title)).toEqual([
      'Vintage Botanical',
      'Playful Cartoon',
      'Minimalist Quote',
      'Photo Collage',
    ]);
    expect(samplePrompts['Kids Buntings'].map((p) => p.title)).toEqual([
      'Space Adventure',
      'Fairy Tale',
      'Safari Animals',
      'Superhero Comic',
    ]);
  });
});
