import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { formatRupees, fromPaise } from '../../contracts/money';
import { openFont } from '../platform/text-shaping/shape-text';
import { pdfGlyphs, type DrawnGlyph } from '../testing/pdf-glyphs';
import { pdfPageLines } from '../testing/pdf-text';
import { TEST_SETTINGS } from '../testing/shop-settings-kit';
import { buildInvoiceDocument } from './invoice-document';
import { invoiceToPdf } from './invoice-pdf';

const require = createRequire(import.meta.url);
const POPPINS = require.resolve('@expo-google-fonts/poppins/400Regular/Poppins_400Regular.ttf');
const NOTO_EMOJI = require.resolve('@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf');
const money = (paise: number) => formatRupees(fromPaise(paise));

function invoiceWith(lineCount: number, buyer: { name?: string; state?: string } = {}) {
  return buildInvoiceDocument({
    number: 'KG/26-27/00042',
    issuedAt: new Date('2026-11-26T10:00:00Z'),
    orderReference: 'KG-1042',
    settings: TEST_SETTINGS,
    buyer: {
      name: buyer.name ?? 'Priya Nair',
      address: '12 MG Road, Mumbai 400001',
      state: buyer.state ?? 'Karnataka',
    },
    lines: Array.from({ length: lineCount }, (_, i) => ({
      description: `Line ${i + 1}: personalised teak name board, two lines of lettering (Large)`,
      hsn: '4421',
      gstRate: 12,
      quantity: 1 + (i % 3),
      unitPricePaise: 129_900 + i,
    })),
  });
}

describe.each([
  { lineCount: 25, state: 'Karnataka', pages: 3 },
  { lineCount: 60, state: 'Kerala', pages: 5 },
])('the invoice of a $lineCount-line order', ({ lineCount, state, pages: pageCount }) => {
  it('keeps every line, each row whole on one page, under the header repeated on every page', async () => {
    const doc = invoiceWith(lineCount, { state });
    const bytes = await invoiceToPdf(doc);
    const pages = await pdfPageLines(bytes);
    // Page 1 holds 13 three-line rows under the parties, the others 15; 25 rows leave no room on
    // page 2 for the totals, notes and signatory, which then close a page of their own.
    expect(pages).toHaveLength(pageCount);
    pages.forEach((lines, i) => {
      expect(lines[0]).toBe(`Tax invoice | No. ${doc.number}`);
      expect(lines.slice(1, 4).join(' | ')).toContain(`Page ${i + 1} of ${pageCount}`);
      if (i > 0)
        expect(lines.slice(1, 4)).toContain('Kaarigar Crafts Private Limited | Date of issue: 26 November 2026');
    });
    doc.lines.forEach((line, k) => {
      const first = `Line ${k + 1}: personalised teak name board, two lines | 4421 | ${line.quantity} pc | 12% | ${money(line.taxablePaise)} | ${money(line.grossPaise)}`;
      const onPages = pages.flatMap((lines, p) => lines.map((l, at) => ({ l, at, p }))).filter((r) => r.l === first);
      expect(onPages, `line ${k + 1}`).toHaveLength(1);
      const { p, at } = onPages[0]!;
      const lines = pages[p]!;
      expect(lines[at + 1]).toBe('of lettering (Large)');
      const tax =
        state === 'Karnataka'
          ? `CGST 6%: ${money(line.centralPaise)} · SGST 6%: ${money(line.localPaise)}`
          : `IGST 12%: ${money(line.integratedPaise)}`;
      expect(lines[at + 2]).toBe(tax);
      expect(lines.slice(0, at).some((l) => l.startsWith('Item | HSN | Qty | GST | Taxable value | Total'))).toBe(true);
    });
    const t = doc.totals;
    const closing = [
      `Taxable value | ${money(t.taxablePaise)}`,
      ...(state === 'Karnataka'
        ? [`CGST | ${money(t.centralPaise)}`, `SGST | ${money(t.localPaise)}`]
        : [`IGST | ${money(t.integratedPaise)}`]),
      `Total | ${money(t.grossPaise)}`,
      'Prices include GST. Tax payable on reverse charge: No.',
      'For Kaarigar Crafts Private Limited',
      'Authorised signatory',
    ];
    const last = pages.at(-1)!;
    for (const row of closing) expect(last).toContain(row);
    for (const page of pages.slice(0, -1)) expect(page.filter((l) => closing.includes(l))).toEqual([]);
    // Nothing runs into the bottom margin (40 pt) or off the page.
    for (const glyphs of await pdfGlyphs(bytes)) expect(Math.min(...glyphs.map((g) => g.y))).toBeGreaterThanOrEqual(40);
  });
});

/** Where `ids` first appear one after the other among the drawn glyphs. */
function findRun(glyphs: DrawnGlyph[], ids: number[]): DrawnGlyph[] {
  for (let at = 0; at + ids.length <= glyphs.length; at++)
    if (ids.every((id, k) => glyphs[at + k]?.id === id)) return glyphs.slice(at, at + ids.length);
  return [];
}

describe('a buyer’s name on the invoice', () => {
  it.each(['शर्मा निवास', 'क्षितिज'])(
    'draws %s with the glyphs fontkit shapes for Poppins, where fontkit places them',
    async (name) => {
      const font = openFont(POPPINS);
      const layout = font.layout(name);
      const ids = layout.glyphs.map((g) => g.id);
      expect(ids).not.toContain(0);
      expect(ids).not.toContain(font.glyphForCodePoint(0x25cc).id);

      const [page] = await pdfGlyphs(await invoiceToPdf(invoiceWith(1, { name })));
      const drawn = findRun(page!, ids);
      expect(drawn.map((g) => g.id)).toEqual(ids);
      for (const g of drawn) expect(g.font).toMatch(/Poppins-Regular/);
      // The reph, the conjunct and the matra variants have no width of their own in a plain font
      // table: a viewer must put each where the shaper did, or the joins break.
      const scale = drawn[0]!.size / font.unitsPerEm;
      let pen = 0;
      layout.positions.forEach((pos, k) => {
        const g = drawn[k]!;
        expect(g.x - drawn[0]!.x, `glyph ${k}`).toBeCloseTo(
          (pen + pos.xOffset - layout.positions[0]!.xOffset) * scale,
          2,
        );
        expect(g.y - drawn[0]!.y).toBeCloseTo(pos.yOffset * scale, 2);
        pen += pos.xAdvance;
      });
    },
  );

  it('draws an emoji from the emoji font instead of an empty box', async () => {
    const [page] = await pdfGlyphs(await invoiceToPdf(invoiceWith(1, { name: 'Priya 🌸 Nair' })));
    const flower = page!.filter((g) => g.text === '🌸');
    expect(flower).toHaveLength(1);
    expect(flower[0]!.id).toBe(openFont(NOTO_EMOJI).layout('🌸').glyphs[0]!.id);
    expect(flower[0]!.font).toMatch(/NotoEmoji-Regular/);
  });

  it('draws a Tamil or Urdu name in its own script’s font, never as .notdef (issue 30)', async () => {
    const [page] = await pdfGlyphs(await invoiceToPdf(invoiceWith(1, { name: 'சர்மா இல்லம் شرما' })));
    const tamil = page!.filter((g) => /NotoSansTamil/.test(g.font));
    const urdu = page!.filter((g) => /NotoNaskhArabic/.test(g.font));
    expect(tamil.length).toBeGreaterThan(5);
    expect(urdu.length).toBeGreaterThan(2);
    expect([...tamil, ...urdu].map((g) => g.id)).not.toContain(0);
  });
});
