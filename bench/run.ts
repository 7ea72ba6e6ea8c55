import { benchProducts } from './products';

/** `npm run bench`: each benchmark prints its table and its ratio against a baseline measured in the same run. */
function printTable(title: string, header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => '| ' + cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ') + ' |';
  console.log(`\n${title}`);
  console.log(line(header));
  console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
  for (const r of rows) console.log(line(r));
}

const only = process.argv[2];

if (!only || only === 'products') {
  const { rows, ratio } = await benchProducts();
  printTable('Product list throughput (autocannon, 20 connections)', ['route', 'req/s', 'p50 ms', 'p99 ms', 'KB/s'], rows);
  console.log(`ratio products/bare: ${ratio.toFixed(2)} (target >= 0.80) ${ratio >= 0.8 ? 'OK' : 'BELOW TARGET'}`);
}
