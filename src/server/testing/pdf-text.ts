import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * A PDF's text read back with pdf.js (Mozilla's PDF reader), one string per line as laid out on
 * each page: what a shopper's viewer shows, not what our code meant to write.
 */
export async function pdfPageLines(bytes: Uint8Array): Promise<string[][]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const rows = new Map<number, { x: number; s: string }[]>();
    for (const item of content.items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const y = Math.round(item.transform[5] as number);
      rows.set(y, [...(rows.get(y) ?? []), { x: item.transform[4] as number, s: item.str }]);
    }
    pages.push(
      [...rows.keys()]
        .sort((a, b) => b - a)
        .map((y) =>
          (rows.get(y) ?? [])
            .sort((a, b) => a.x - b.x)
            .map((p) => p.s)
            .join(' | '),
        ),
    );
  }
  await doc.destroy();
  return pages;
}

/** All pages' lines, one after the other. */
export async function pdfTextLines(bytes: Uint8Array): Promise<string[]> {
  return (await pdfPageLines(bytes)).flat();
}
