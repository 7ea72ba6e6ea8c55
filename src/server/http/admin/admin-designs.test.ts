import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTER_DESIGNS } from '../../../contracts/personalisation-starters';
import { signInAs, type StaffSession } from '../../testing/admin-kit';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';

/** Issue 41 item 1: the owner edits a product's design in the studio; each save is a version. */
describe.each(testBackends)('the studio design API on $name', (backend) => {
  let t: TestApp;
  let owner: StaffSession;
  let maker: StaffSession;
  let mugId: string;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    owner = await signInAs(t.app, 'design-owner', 'owner');
    maker = await signInAs(t.app, 'design-maker', 'maker');
    mugId = t.app.catalog.list('Mugs')[0]!.id;
  });
  afterAll(async () => t?.close());

  const url = () => `/api/admin/products/${mugId}/design`;
  const put = (s: StaffSession, payload: object) =>
    t.app.inject({ method: 'PUT', url: url(), payload, headers: s.headers });

  it("shows the seed's photo form and the starting designs", async () => {
    const res = await t.app.inject({ method: 'GET', url: url(), headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ design: { version: number; fields: { id: string }[] }; starters: { key: string }[] }>();
    expect(body.design.version).toBe(1);
    expect(body.design.fields.map((f) => f.id)).toEqual(['userImageUrl', 'line1', 'style']);
    expect(body.starters.map((s) => s.key)).toContain('name-mug');
  });

  it('saves a name mug as version 2, for the owner only', async () => {
    const nameMug = STARTER_DESIGNS.find((s) => s.key === 'name-mug')!.design;
    expect((await put(maker, nameMug)).statusCode).toBe(403);
    const res = await put(owner, nameMug);
    expect(res.statusCode).toBe(200);
    expect(res.json<unknown>()).toMatchObject({
      design: { version: 2, fields: [{ id: 'name' }, { id: 'font' }, { id: 'addDate' }, { id: 'date' }] },
    });
  });

  it('refuses a condition on a missing field, naming it, and keeps the version', async () => {
    const res = await put(owner, {
      slots: [{ id: 'name', kind: 'text', x: 0, y: 0, width: 1, height: 1 }],
      fields: [
        {
          kind: 'text',
          id: 'name',
          label: { en: 'Name', hi: 'नाम' },
          slot: 'name',
          maxChars: 20,
          showWhen: { field: 'addName', value: 'yes' },
        },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json<unknown>())).toContain('there is no field addName');
    const now = await t.app.inject({ method: 'GET', url: url(), headers: owner.headers });
    expect(now.json<unknown>()).toMatchObject({ design: { version: 2 } });
  });
});
