import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema } from '../../../../contracts/cart';
import { buildTestApp, testBackends, type TestApp } from '../../../testing/test-app';

/** Issue 30 item 5: the hosted checkout follows the storefront's language choice (its cookie). */
describe('the hosted checkout in the shopper’s language', () => {
  let t: TestApp;
  let path: string;
  beforeAll(async () => {
    t = await buildTestApp(testBackends[0]!);
    const product = t.app.catalog.list().find((p) => p.variants.some((v) => v.available))!;
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      payload: {
        product: { id: product.id, selectedVariantId: product.variants.find((v) => v.available)!.id },
        customization: { name: 'शर्मा निवास' },
        quantity: 1,
        cartId: null,
        clientItemId: 'item-language',
      },
    });
    path = `/checkout/${cartResponseSchema.parse(added.json()).cart!.id}`;
  });
  afterAll(async () => t?.close());

  it('is in Hindi for the Hindi cookie, with Hindi order updates chosen and Indian grouping', async () => {
    const page = await t.app.inject({ method: 'GET', url: path, headers: { cookie: 'kaarigar_lang=hi' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="hi">');
    expect(page.body).toContain('<h1 id="details-title">डिलीवरी की जानकारी</h1>');
    expect(page.body).toContain('सुरक्षित चेकआउट');
    expect(page.body).toMatch(/ऑर्डर करें · ₹[\d,]+\.\d\d</);
    expect(page.body).toMatch(/<input id="language-hi" type="radio" name="language" checked="" value="hi"\/>/);
    expect(page.body).toContain('<div class="meta">नाम: शर्मा निवास</div>');
    expect(page.body).not.toContain('Delivery details');
  });

  it('names the states in Hindi, each keeping the English name the GST state code is keyed by', async () => {
    const page = await t.app.inject({ method: 'GET', url: path, headers: { cookie: 'kaarigar_lang=hi' } });
    expect(page.body).toContain('<option value="Maharashtra">महाराष्ट्र</option>');
    expect(page.body).toContain('<option value="Tamil Nadu">तमिलनाडु</option>');
    expect(page.body).toContain(
      '<option value="Dadra and Nagar Haveli and Daman and Diu">दादरा और नगर हवेली और दमन और दीव</option>',
    );
    expect(page.body).not.toContain('>Maharashtra</option>');
    const english = await t.app.inject({ method: 'GET', url: path });
    expect(english.body).toContain('<option value="Maharashtra">Maharashtra</option>');
  });

  it('stays in English by default, character for character', async () => {
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.body).toContain('<html lang="en-IN">');
    expect(page.body).toContain('<h1 id="details-title">Delivery details</h1>');
    expect(page.body).toMatch(/<input id="language-en" type="radio" name="language" checked="" value="en"\/>/);
  });

  it('says what to fix in Hindi, field by field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { cookie: 'kaarigar_lang=hi' },
      payload: { fullName: '', mobile: '123', pincode: '12' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('कृपया लाल निशान वाली जानकारी जाँचें।');
    expect(res.body).toContain('<span class="error" id="mobile-error">10 अंकों का भारतीय मोबाइल नंबर लिखें');
    expect(res.body).toContain('<span class="error" id="pincode-error">6 अंकों का पिन कोड लिखें</span>');
  });
});
