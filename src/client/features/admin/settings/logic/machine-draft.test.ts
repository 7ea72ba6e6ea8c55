import { describe, expect, it } from 'vitest';
import { DEFAULT_MACHINE_SETTINGS, machineSettingsSchema } from '../../../../../contracts/machines';
import { newProfile, withField, withoutProfile, withPiece, withProduct } from './machine-draft';

describe('the machines form draft', () => {
  it('adds a second laser with its own id and name, and the set still parses', () => {
    const ids = DEFAULT_MACHINE_SETTINGS.profiles.map((p) => p.id);
    const laser = newProfile('laser', ids);
    expect(laser).toMatchObject({ id: 'laser-2', name: 'CO2 laser 2', kind: 'laser' });
    expect(newProfile('laser', [...ids, 'laser-2']).id).toBe('laser-3');
    const s = { ...DEFAULT_MACHINE_SETTINGS, profiles: [...DEFAULT_MACHINE_SETTINGS.profiles, laser] };
    expect(machineSettingsSchema.safeParse(withPiece(s, 'board', 'laser-2', true)).success).toBe(true);
  });

  it('removing a machine removes it from the pieces and products that named it', () => {
    const s = withProduct(DEFAULT_MACHINE_SETTINGS, 'teak-board', 'router');
    const out = withoutProfile(s, 'router');
    expect(out.profiles.map((p) => p.id)).not.toContain('router');
    expect(out.pieces.board).toEqual(['laser', 'print-shop']);
    expect(out.products).toEqual({});
    expect(machineSettingsSchema.safeParse(out).success).toBe(true);
  });

  it('a zero bed typed in is kept for the server to refuse at its field', () => {
    const out = withField(DEFAULT_MACHINE_SETTINGS, 0, { bedWidthMm: 0 });
    const parsed = machineSettingsSchema.safeParse(out);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Bed width must be more than 0 mm');
    expect(parsed.error?.issues[0]?.path).toEqual(['profiles', 0, 'bedWidthMm']);
  });

  it('a product follows its kind until it names a machine, and back', () => {
    const named = withProduct(DEFAULT_MACHINE_SETTINGS, 'teak-board', 'router');
    expect(named.products).toEqual({ 'teak-board': ['router'] });
    expect(withProduct(named, 'teak-board', '').products).toEqual({});
    expect(withPiece(DEFAULT_MACHINE_SETTINGS, 'board', 'router', false).pieces.board).toEqual(['laser', 'print-shop']);
  });
});
