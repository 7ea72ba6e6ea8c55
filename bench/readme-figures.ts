import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import * as prettier from 'prettier';

/**
 * README's performance table is written by the benchmarks, never by hand: `npm run bench <name>
 * -- --readme` keeps that benchmark's rows in bench/figures.json (with the day and the machine's
 * load when they were measured) and rewrites the table between README's markers from every
 * benchmark's latest rows.
 */

export interface FigureRow {
  what: string;
  figure: string;
  baseline: string;
}

interface FigureSet {
  /** The day it was measured, and the 1-minute load average then (figures from a busy machine say so). */
  measured: string;
  loadAverage: string;
  rows: FigureRow[];
}

/** The table's order: how a shopper meets each figure. */
export const BENCHES = [
  'products',
  'delivery',
  'lighthouse',
  'previews',
  'live-draft',
  'files',
  'load',
  'scale-out',
  'startup',
] as const;
export type BenchName = (typeof BENCHES)[number];

const FIGURES_FILE = new URL('./figures.json', import.meta.url);
const README_FILE = new URL('../README.md', import.meta.url);
const START = '<!-- bench figures: written by npm run bench -- --readme -->';
const END = '<!-- end of bench figures -->';

export function shouldWriteReadme(argv = process.argv): boolean {
  return argv.includes('--readme');
}

export async function recordFigures(bench: BenchName, rows: FigureRow[]): Promise<void> {
  const figures = JSON.parse(readFileSync(FIGURES_FILE, 'utf8')) as Partial<Record<BenchName, FigureSet>>;
  figures[bench] = {
    measured: new Date().toISOString().slice(0, 10),
    loadAverage: loadavg()[0]!.toFixed(2),
    rows,
  };
  writeFileSync(FIGURES_FILE, `${JSON.stringify(figures, null, 2)}\n`);
  await writeReadmeTable(figures);
  console.log(`README performance table updated with the ${bench} figures`);
}

async function writeReadmeTable(figures: Partial<Record<BenchName, FigureSet>>): Promise<void> {
  const readme = readFileSync(README_FILE, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md lacks the bench figure markers (${START} ... ${END})`);
  const lines = [
    '| what | figure | baseline in the same run | measured |',
    '| --- | --- | --- | --- |',
    ...BENCHES.flatMap((bench) => {
      const set = figures[bench];
      if (!set) return [];
      const when = `\`${bench}\`, ${set.measured}, load ${set.loadAverage}`;
      return set.rows.map((r) => `| ${cell(r.what)} | ${cell(r.figure)} | ${cell(r.baseline)} | ${when} |`);
    }),
  ];
  const table = `${START}\n\n${lines.join('\n')}\n\n${END}`;
  const text = readme.slice(0, start) + table + readme.slice(end + END.length);
  // Formatted as `npm run format` would, so the format check in `npm test` stays green.
  const options = await prettier.resolveConfig(README_FILE);
  writeFileSync(README_FILE, await prettier.format(text, { ...options, parser: 'markdown' }));
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
