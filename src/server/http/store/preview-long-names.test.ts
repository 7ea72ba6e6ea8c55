import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FONT_ROLES } from '../../../contracts/lettering-layout';
import { countCharacters, shopperTextProblem } from '../../../contracts/shopper-text';
import { buildTestApp, type TestApp } from '../../testing/test-app';

/**
 * Issue 39 item 8: every name the field takes is drawn, through the real preview route and
 * compositor. The worst cases are the longest a field takes: its most letters, each a conjunct of
 * as many consonants as the marks-per-letter rule and the per-letter length allow.
 */
const NAMEPLATE_NAMES = {
  // Twenty letters full of nuktas, viramas and vowel signs, spaces between words.
  devanagari: `${'क़्ष़्म्यौं ज़्र्त्स्न्यँ '.repeat(5).trim()}ड़्ढ़्यॄ`,
  devanagariUnbroken: 'स्त्र्यौं'.repeat(20),
  bengali: 'ক্ষ্ম্যাঁ'.repeat(20),
  telugu: 'స్త్ర్యం'.repeat(20),
  malayalam: 'ക്ഷ്മ്യ'.repeat(20),
  tamil: 'க்ஷ்ரீ'.repeat(6),
  urdu: 'بَّٰٓ'.repeat(20),
  latin: `W${'\u0300\u0301\u0302\u0303\u0304\u0306\u0307\u0308'}`.repeat(20),
};

// Twelve conjuncts of eight consonants (seven marks each): one word over 40,000 pixels wide at
// the size letters are measured at, more than cairo draws.
const WIDEST_CHILD_NAME = 'ഝ്ഝ്ഝ്ഝ്ഝ്ഝ്ഝ്ഝ'.repeat(12);

describe('every name that passes the field draws (issue 39)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ name: 'pglite' }, { PREVIEW_RATE_LIMIT: 1000 });
  });
  afterAll(async () => t?.close());

  const post = (kind: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/products/customize/${kind}`, payload });

  it.each(Object.entries(NAMEPLATE_NAMES))('a name board takes and draws %s at its longest', async (_, name) => {
    expect(countCharacters(name)).toBe(name === NAMEPLATE_NAMES.tamil ? 18 : 20);
    expect(shopperTextProblem(name, 20, 'Name')).toBeNull();
    const board = t.app.catalog.list('Nameplates')[0]!;
    const res = await post('nameplate', { name, productImageUrl: board.images[0]!.url, font: 'classic' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each(FONT_ROLES)('kids letters draw twelve eight-consonant conjuncts in %s', async (font) => {
    expect(shopperTextProblem(WIDEST_CHILD_NAME, 12, 'Child name')).toBeNull();
    for (const collection of ['Kids Buntings']) {
      for (const product of t.app.catalog.list(collection)) {
        const res = await post('kids', { childName: WIDEST_CHILD_NAME, productImageUrl: product.images[0]!.url, font });
        expect(res.statusCode, `${product.title}: ${res.body}`).toBe(200);
      }
    }
  });

  it('refuses a letter carrying more marks than any name needs, with the field’s message', async () => {
    const board = t.app.catalog.list('Nameplates')[0]!;
    const res = await post('nameplate', { name: '\u0915\u094d'.repeat(100), productImageUrl: board.images[0]!.url });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('name: Name has a letter with too many marks on it. Please type that letter again');
  });
});
