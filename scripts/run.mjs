#!/usr/bin/env node
// `npm run worker|owner|catalog:sync|backup|restore -- args`: runs that program from the release
// build in dist/server, building it first when the sources are newer and the build tools are here.
import { spawn } from 'node:child_process';
import { ensureBuilt } from './release-build.mjs';

const [program, ...args] = process.argv.slice(2);
const PROGRAMS = new Set(['main', 'worker', 'owner', 'catalog-sync', 'backup', 'restore']);
if (!PROGRAMS.has(program)) {
  console.error(`usage: node scripts/run.mjs <${[...PROGRAMS].join('|')}> [arguments]`);
  process.exit(2);
}
ensureBuilt({ client: program === 'main' });
const child = spawn(process.execPath, ['--enable-source-maps', `dist/server/${program}.js`, ...args], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
