import { describe, expect, it } from 'vitest';
import { canGenerate, generateBlocker, type GenerateInput } from './generate-validation';

const empty: GenerateInput = { kind: 'nameplate', name: '', houseNumber: '', caption: '', hasPhoto: false, prompt: '' };

describe('Generate button', () => {
  it('is disabled when name, house number, caption, file and prompt are all empty', () => {
    expect(canGenerate(empty, false)).toBe(false);
    for (const filled of [
      { name: 'A' },
      { houseNumber: '12' },
      { caption: 'Hi' },
      { hasPhoto: true },
      { prompt: 'gold' },
    ]) {
      expect(canGenerate({ ...empty, ...filled }, false)).toBe(true);
    }
  });

  it('is disabled while generating', () => {
    expect(canGenerate({ ...empty, name: 'Asha' }, true)).toBe(false);
  });
});

describe('which toast a Generate tap raises', () => {
  it('Missing Information when everything is blank (spaces count as blank)', () => {
    expect(generateBlocker({ ...empty, name: '   ' })).toEqual({
      title: 'Missing Information',
      description: 'Please enter some customization details or a prompt to generate a preview.',
    });
    expect(generateBlocker({ ...empty, kind: 'mug' })?.title).toBe('Missing Information');
  });

  it('Missing Image or Prompt for a mug with a caption but no photo and no prompt', () => {
    expect(generateBlocker({ ...empty, kind: 'mug', caption: 'Best Nani' })).toEqual({
      title: 'Missing Image or Prompt',
      description: 'Please upload an image or provide an AI prompt to generate a mug preview.',
    });
  });

  it('asks a mug with only a prompt to upload an image first', () => {
    expect(generateBlocker({ ...empty, kind: 'mug', prompt: 'oil painting' })?.description).toBe(
      'Please upload an image first',
    );
  });

  it('lets a mug with a photo, and the other categories with any detail, go ahead', () => {
    expect(generateBlocker({ ...empty, kind: 'mug', hasPhoto: true })).toBeNull();
    expect(generateBlocker({ ...empty, name: 'Sharma Niwas' })).toBeNull();
    expect(generateBlocker({ ...empty, kind: 'kids', prompt: 'space' })).toBeNull();
    expect(generateBlocker({ ...empty, kind: 'generic', houseNumber: '7' })).toBeNull();
  });
});
