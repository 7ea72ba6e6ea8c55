import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MACHINE_SETTINGS, type MachineFiles } from '../../../contracts/machines';
import { BOARD_ATTRIBUTES, placeLine, variantOn } from '../../production/production-test-kit';
import { signInAs, type StaffSession } from '../../testing/admin-kit';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';

describe.each(testBackends)('machine profiles and machine files on $name', (backend) => {
  let t: TestApp;
  let owner: StaffSession;
  let maker: StaffSession;

  beforeAll(async () => {
    t = await buildTestApp(backend);
    owner = await signInAs(t.app, 'asha-owner');
    maker = await signInAs(t.app, 'ravi-maker', 'maker');
  });
  afterAll(() => t.close());

  it('gives a new shop the default machines, and keeps them apart from the shop details', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/machines', headers: owner.headers });
    expect(res.json()).toEqual({ machines: DEFAULT_MACHINE_SETTINGS, isDefault: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/machines' })).statusCode).toBe(401);
  });

  it('refuses a zero bed, a negative bleed and a zero bit at the field', async () => {
    const [laser, router, sub, shop] = DEFAULT_MACHINE_SETTINGS.profiles;
    const bad = {
      ...DEFAULT_MACHINE_SETTINGS,
      profiles: [{ ...laser!, bedWidthMm: 0 }, { ...router!, bitDiameterMm: 0 }, { ...sub!, bleedMm: -2 }, shop!],
    };
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/machines', headers: owner.headers, payload: bad });
    expect(res.statusCode).toBe(400);
    const body = JSON.stringify(res.json());
    expect(body).toContain('Bed width must be more than 0 mm');
    expect(body).toContain('Bit diameter must be more than 0 mm');
    expect(body).toContain('Bleed must be more than 0 mm');
    const maker403 = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/machines',
      headers: maker.headers,
      payload: DEFAULT_MACHINE_SETTINGS,
    });
    expect(maker403.statusCode).toBe(403);
  });

  it("saves a glowforge laser for boards, lists the line's file with a green preflight and serves it", async () => {
    const machines = {
      ...DEFAULT_MACHINE_SETTINGS,
      profiles: DEFAULT_MACHINE_SETTINGS.profiles.map((p) =>
        p.kind === 'laser' ? { ...p, software: 'glowforge' as const, name: 'Glowforge Pro' } : p,
      ),
      pieces: { ...DEFAULT_MACHINE_SETTINGS.pieces, board: ['laser', 'router'] },
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/machines',
      headers: owner.headers,
      payload: machines,
    });
    expect(saved.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/machines', headers: owner.headers })).json()).toEqual({
      machines,
      isDefault: false,
    });
    const line = await placeLine(t.app, variantOn(t.app, 'board', '12 x 8 in'), BOARD_ATTRIBUTES);
    const base = `/api/admin/orders/${line.orderId}/lines/${line.lineId}/machine-files`;
    const listed = (await t.app.inject({ method: 'GET', url: base, headers: maker.headers })).json<MachineFiles>();
    expect(listed.files.map((f) => [f.profileId, f.filename.replace(/KG-\d+/, 'KG'), f.preflight.ok])).toEqual([
      ['laser', 'KG-1-board.svg', true],
      ['router', 'KG-1-board.dxf', true],
    ]);
    const svg = await t.app.inject({ method: 'GET', url: `${base}/laser`, headers: maker.headers });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-disposition']).toMatch(/^attachment; filename="KG-\d+-1-board\.svg"$/);
    expect(svg.headers['x-preflight']).toBe('ok');
    expect(svg.body).not.toContain('<text');
    const none = await t.app.inject({ method: 'GET', url: `${base}/sublimation`, headers: maker.headers });
    expect(none.statusCode).toBe(404);
  });
});
