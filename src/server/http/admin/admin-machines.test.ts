import { and, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../../platform/db/schema';
import { ATTRIBUTE_KEYS } from '../../commerce/line-attributes';
import { DEFAULT_MACHINE_SETTINGS, type MachineBatch, type MachineFiles } from '../../../contracts/machines';
import { pngDpi } from '../../production/machines/preflight';
import { recordPreflight } from '../../production/machines/preflight-log';
import type { PreflightInsights } from '../../../contracts/preflight-insights';
import { BOARD_ATTRIBUTES, placeLine, uploadPhoto, variantOn } from '../../production/production-test-kit';
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

  it('batches three approved boards for the laser, serves the sheet and job sheet, and marks them made together', async () => {
    const lines = [];
    for (const name of ['Sharma Niwas', 'அன்பு இல்லம்', 'شرما نواس'])
      lines.push(await placeLine(t.app, variantOn(t.app, 'board', '12 x 8 in'), { ...BOARD_ATTRIBUTES, name }));
    const ids = lines.map((l) => l.lineId).join(',');
    const batch = await t.app.inject({
      method: 'GET',
      url: `/api/admin/machines/laser/batch?lines=${ids}`,
      headers: maker.headers,
    });
    expect(batch.statusCode).toBe(200);
    const body = batch.json<{
      sheets: { url: string; pieces: unknown[]; preflight: { ok: boolean } }[];
      jobSheetUrl: string;
    }>();
    expect(body.sheets.flatMap((s) => s.pieces)).toHaveLength(3);
    expect(body.sheets.every((s) => s.preflight.ok)).toBe(true);
    const sheet = await t.app.inject({ method: 'GET', url: body.sheets[0]!.url, headers: maker.headers });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.body).toContain('width="600mm" height="400mm"');
    const job = await t.app.inject({ method: 'GET', url: body.jobSheetUrl, headers: maker.headers });
    expect(job.headers['content-type']).toBe('application/pdf');

    const made = (lineIds: string[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/machines/batch/made',
        headers: maker.headers,
        payload: { lineIds },
      });
    // Not yet approved: none of them is marked.
    expect((await made(lines.map((l) => l.lineId))).statusCode).toBe(409);
    await t.app.db
      .update(orders)
      .set({ status: 'approved', paymentStatus: 'paid' })
      .where(
        inArray(
          orders.id,
          lines.map((l) => l.orderId),
        ),
      );
    // One line already made on its own: the batch is refused and the other two stay unmade.
    const single = await t.app.inject({
      method: 'POST',
      url: `/api/admin/queue/${lines[0]!.lineId}/made`,
      headers: maker.headers,
    });
    expect(single.statusCode).toBe(200);
    expect((await made(lines.map((l) => l.lineId))).statusCode).toBe(409);
    const unmade = await t.app.db
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(
        and(
          inArray(
            orderLines.id,
            lines.map((l) => l.lineId),
          ),
          isNull(orderLines.madeAt),
        ),
      );
    expect(unmade).toHaveLength(2);
    const ok = await made(lines.slice(1).map((l) => l.lineId));
    expect(ok.json()).toEqual({ made: 2 });
    expect((await made([lines[0]!.lineId])).statusCode).toBe(409);
  });

  it('batches three mugs onto the A4 sublimation paper: two sheets, mirrored and checked, and the job sheet', async () => {
    const photo = await uploadPhoto(t.app, 1600, 700);
    const lines = [];
    for (const caption of ['Best Nani', 'அம்மா', 'Papa'])
      lines.push(
        await placeLine(t.app, variantOn(t.app, 'mug-wrap', '11'), {
          [ATTRIBUTE_KEYS.line1]: caption,
          [ATTRIBUTE_KEYS.userImageUrl]: photo,
        }),
      );
    const ids = lines.map((l) => l.lineId).join(',');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/machines/sublimation/batch?lines=${ids}`,
      headers: maker.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<MachineBatch>();
    // Two 11 oz wraps a sheet of A4 with the default 3 mm gap: the area bound is 2 sheets as well.
    expect(body.bed).toEqual({ widthMm: 297, heightMm: 210 });
    expect(body.sheets.map((s) => s.pieces.length)).toEqual([2, 1]);
    expect(body.areaBound).toBe(2);
    for (const sheet of body.sheets) expect(sheet.preflight).toMatchObject({ ok: true, problems: [] });
    const png = await t.app.inject({ method: 'GET', url: body.sheets[0]!.url, headers: maker.headers });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toBe('attachment; filename="batch-sublimation-sheet-1.png"');
    expect(pngDpi(png.rawPayload)).toBeCloseTo(300, 0);
    const job = await t.app.inject({ method: 'GET', url: body.jobSheetUrl, headers: maker.headers });
    expect(job.headers['content-type']).toBe('application/pdf');
    // A board is not made on the sublimation printer, and a mug not on the laser: both refused by name.
    const board = await placeLine(t.app, variantOn(t.app, 'board', '12 x 8 in'), BOARD_ATTRIBUTES);
    const mixed = await t.app.inject({
      method: 'GET',
      url: `/api/admin/machines/sublimation/batch?lines=${ids},${board.lineId}`,
      headers: maker.headers,
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json<{ error: string }>().error).toMatch(/^KG-\d+-1 is not made on a Mug sublimation printer$/);
  }, 120_000);

  it("counts each file's latest preflight in insights: passed, failed by reason, per machine", async () => {
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const insights = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/machines/preflight-insights?from=${today}&to=${today}`,
        headers: owner.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<PreflightInsights>();
    };
    // The default machines (an earlier test kept only a laser for boards): a board has three files.
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/machines',
      headers: owner.headers,
      payload: DEFAULT_MACHINE_SETTINGS,
    });
    const before = await insights();
    const line = await placeLine(t.app, variantOn(t.app, 'board', '12 x 8 in'), BOARD_ATTRIBUTES);
    const listed = `/api/admin/orders/${line.orderId}/lines/${line.lineId}/machine-files`;
    // Read twice: still one file per machine.
    for (let i = 0; i < 2; i++)
      expect((await t.app.inject({ method: 'GET', url: listed, headers: owner.headers })).statusCode).toBe(200);
    const after = await insights();
    expect(after.checked - before.checked).toBe(3);
    expect(after.passed - before.passed).toBe(3);
    // A file that failed (a router's DXF in inches, with an open cut): counted under both reasons.
    const router = DEFAULT_MACHINE_SETTINGS.profiles.find((p) => p.kind === 'cnc')!;
    await recordPreflight(t.app.db, `line:${line.lineId}:${router.id}`, router, {
      ok: false,
      problems: ['$INSUNITS is 1, not 4 (millimetres)', 'An open polyline on CUT'],
      checkedWith: 'dxf-parser',
    });
    const failed = await insights();
    expect(failed.checked).toBe(after.checked);
    expect(failed.failed - after.failed).toBe(1);
    const routerRow = failed.machines.find((m) => m.profileId === router.id)!;
    expect(routerRow).toMatchObject({ profileName: 'CNC router', kind: 'cnc' });
    expect(routerRow.reasons).toEqual(
      expect.arrayContaining([
        { reason: 'open-path', count: expect.any(Number) },
        { reason: 'units', count: expect.any(Number) },
      ]),
    );
    // The makers do not see the shop's insights.
    const forMaker = await t.app.inject({
      method: 'GET',
      url: `/api/admin/machines/preflight-insights?from=${today}&to=${today}`,
      headers: maker.headers,
    });
    expect(forMaker.statusCode).toBe(403);
  });

  it('refuses a piece larger than the bed by name', async () => {
    const small = DEFAULT_MACHINE_SETTINGS.profiles.map((p) => (p.kind === 'laser' ? { ...p, bedWidthMm: 200 } : p));
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/machines',
      headers: owner.headers,
      payload: { ...DEFAULT_MACHINE_SETTINGS, profiles: small },
    });
    const line = await placeLine(t.app, variantOn(t.app, 'board', '12 x 8 in'), BOARD_ATTRIBUTES);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/machines/laser/batch?lines=${line.lineId}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(
      /^KG-\d+-1 \(304\.8 x 203\.2 mm\) is larger than the 200 x 400 mm bed$/,
    );
  });
});
