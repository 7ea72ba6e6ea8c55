// One big batch in a process of its own (bench/production-files.ts starts it): `boards` name
// boards laid out, written and read back, then one JSON line with the time, the sheets and the
// process's peak resident memory, so the figure is the batch's and not an earlier case's.
import { performance } from 'node:perf_hooks';
import { bigBatch, bigBatchSetting } from './production-files';

const boards = Number(process.argv[2]);
if (!Number.isInteger(boards) || boards < 1) throw new Error('usage: big-batch.ts <number of boards>');
const { board, size, laser } = await bigBatchSetting();
const start = performance.now();
const sheets = await bigBatch(boards, board, size, laser);
const ms = performance.now() - start;
// maxRSS is in kilobytes.
console.log(JSON.stringify({ ms, sheets, peakRssMb: process.resourceUsage().maxRSS / 1024 }));
