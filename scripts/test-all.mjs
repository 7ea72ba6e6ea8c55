#!/usr/bin/env node
// `npm test`: every check the project has, in order of cost, then one closing line
// 'N passed, N failed' over all suites. Exits non-zero when anything failed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const results = [];

function run(name, cmd, args, env = {}) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`=== ${name} finished in ${seconds} s with exit code ${res.status}`);
  return res.status === 0;
}

/** Like run, but without blocking this process, so a check running beside it is still read. */
function runBeside(name, cmd, args) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const begun = Date.now();
  return new Promise((done) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: process.env });
    const end = (status) => {
      console.log(`=== ${name} finished in ${((Date.now() - begun) / 1000).toFixed(1)} s with exit code ${status}`);
      done(status === 0);
    };
    child.once('error', () => end(1));
    child.once('close', (code) => end(code ?? 1));
  });
}

/** Runs a check with its output (stdout and stderr together) kept for printing once it ends. */
function runQuietly(name, cmd, args) {
  const begun = Date.now();
  return new Promise((done) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    const end = (status) =>
      done({
        name,
        cmd,
        args,
        status,
        output: Buffer.concat(chunks).toString(),
        seconds: ((Date.now() - begun) / 1000).toFixed(1),
      });
    child.once('error', (err) => {
      chunks.push(Buffer.from(`${err.message}\n`));
      end(1);
    });
    child.once('close', (code) => end(code ?? 1));
  });
}

function countVitest(file) {
  if (!existsSync(file)) return null;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests + (r.numTotalTestSuites > 0 && r.success === false && r.numFailedTests === 0 ? 1 : 0),
  };
}

function countPlaywright(file) {
  if (!existsSync(file)) return null;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const s = r.stats ?? {};
  return { passed: s.expected ?? 0, failed: (s.unexpected ?? 0) + (s.flaky ?? 0) };
}

rmSync('test-results', { recursive: true, force: true });

const checks = [
  // TypeScript 7's native compiler (package.json's typescript-7): the same check as TypeScript 6's
  // tsc in a third of the time. The lint's type-aware rules still run on TypeScript 6, as
  // typescript-eslint requires.
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npx', ['eslint', '--max-warnings=0', '.']],
  // `npm run format` writes what this checks; without the check the tree drifted from it.
  ['format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  // Files, exports and dependencies nothing uses (knip.jsonc names the entry points).
  ['dead code', 'npx', ['knip', '--no-progress']],
];
// Each check runs on one core, so they run side by side (the machine has two). eslint, by far the
// longest (its type-aware rules build the whole program again), goes on alone for a minute or more
// after the other three, so the tests below start then, beside it, and no core waits for it. A
// check's output is printed whole when it ends: the quick three's at once, eslint's after the tests'.
const started = Date.now();
const running = new Map(checks.map(([name, cmd, args]) => [name, runQuietly(name, cmd, args)]));
const report = ({ name, cmd, args, output, status, seconds }) => {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  if (output) process.stdout.write(output);
  console.log(`=== ${name} finished in ${seconds} s with exit code ${status}`);
  results.push({ name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 });
};
for (const [name, check] of running) if (name !== 'lint') report(await check);
console.log(`=== typecheck, format and dead code took ${((Date.now() - started) / 1000).toFixed(1)} s; lint goes on`);

const unitOk = await runBeside('unit and API tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/vitest.json',
]);
report(await running.get('lint'));
console.log(`=== the checks and the unit and API tests took ${((Date.now() - started) / 1000).toFixed(1)} s`);
const unit = countVitest('test-results/vitest.json') ?? { passed: 0, failed: 1 };
if (!unitOk && unit.failed === 0) unit.failed = 1;
results.push({ name: 'vitest', ...unit });

// The browser app, then the server's bundle the journeys' stores run (scripts/build-server.mjs).
const buildOk =
  run('build', 'npx', ['vite', 'build', '--logLevel', 'warn']) &&
  run('server build', 'node', ['scripts/build-server.mjs']);
results.push({ name: 'build', passed: buildOk ? 1 : 0, failed: buildOk ? 0 : 1 });

if (buildOk) {
  const budgetOk = run('first-load JavaScript budget', 'node', ['scripts/check-bundle-budget.mjs']);
  results.push({ name: 'js budget', passed: budgetOk ? 1 : 0, failed: budgetOk ? 0 : 1 });
  const e2eOk = run('end-to-end journeys', 'npx', ['playwright', 'test']);
  const e2e = countPlaywright('test-results/e2e.json') ?? { passed: 0, failed: 1 };
  if (!e2eOk && e2e.failed === 0) e2e.failed = 1;
  results.push({ name: 'playwright', ...e2e });
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.name.padEnd(12)} ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
