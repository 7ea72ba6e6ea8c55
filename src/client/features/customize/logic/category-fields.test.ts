import { describe, expect, it } from 'vitest';
import { defaultFields, withinChoices } from './category-fields';

describe('the sheet fields within a template', () => {
  const typed = { ...defaultFields('nameplate'), name: 'Sharma Niwas', houseNumber: 'B-1234' };

  it('are left as they are when the template sets nothing', () => {
    expect(withinChoices(typed, 'nameplate', undefined)).toBe(typed);
    expect(withinChoices(typed, 'nameplate', {})).toBe(typed);
  });

  it('open on an offered font and colour when serif and brown are not offered', () => {
    const fitted = withinChoices(typed, 'nameplate', { fonts: ['script', 'bold'], colors: ['#1A1A1A'] });
    expect([fitted.font, fitted.color]).toEqual(['script', '#1A1A1A']);
    // The spec defaults stay when they are on offer.
    const kept = withinChoices(typed, 'nameplate', { fonts: ['serif', 'bold'], colors: ['#8B4513', '#1A1A1A'] });
    expect([kept.font, kept.color]).toEqual(['serif', '#8B4513']);
  });

  it('cut text to the lower limits, counting a kids plate by its child name limit', () => {
    const fitted = withinChoices(typed, 'nameplate', { limits: { name: 6, houseNumber: 3 } });
    expect([fitted.name, fitted.houseNumber]).toEqual(['Sharma', 'B-1']);
    const kids = withinChoices({ ...defaultFields('kids'), name: 'Aaravvvv' }, 'kids', { limits: { childName: 5 } });
    expect(kids.name).toBe('Aarav');
  });

  it('leave a mug alone: it has no lettering to choose', () => {
    const mug = defaultFields('mug');
    expect(withinChoices(mug, 'mug', { fonts: ['script'] })).toBe(mug);
  });
});
