import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { classifyTests, TEST_KINDS, testsOfKind } from './scripts/test-kinds.mjs';

/**
 * Six projects, each test file in exactly one (scripts/test-kinds.mjs sorts them by what they
 * import): `unit` (pure, in Node, no global set-up: `npm run test:quick`), `dom` (React
 * components in jsdom, no global set-up), `api` (an app on PGlite),
 * `postgres` (SQL written per dialect and concurrency: these alone run on PostgreSQL too when
 * TEST_DATABASE_URL is set), `media` (drawing, text shaping, PDFs) and `process` (spawned servers).
 * `npx vitest run <folder>` runs one folder's tests of every kind; `--project <name>` one kind.
 */
const kinds = classifyTests(import.meta.dirname);

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'node',
    setupFiles: ['src/server/testing/worker-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // One worker per core (PGlite and sharp are CPU-bound: more only fight over them), but at least
    // two, where vitest's default would leave a 2-core machine one. At most 8: each worker may hold
    // a few PostgreSQL pools at once (up to 10 connections each) against the server's 100.
    maxWorkers: Math.min(Math.max(availableParallelism(), 2), 8),
    // A worker keeps its modules (the server's graph takes seconds to load) and its PGlite
    // engines from one test file to the next; each app still gets a database of its own (see
    // src/server/testing/pglite-engines.ts). So no test mocks modules, and a test changes a global
    // only with vi.stubGlobal, which vitest undoes after every test, failed or not (unstubGlobals;
    // checked by src/server/testing/stubbed-globals.test.ts). The one script that replaces globals
    // itself (fetch and the sockets, previews/caricature/testing/offline-render.ts) runs as a child
    // process of caricature.test.ts, never inside a worker. Workers are never shared between
    // projects, so what a project provides (its templates) is what its files see.
    isolate: false,
    unstubGlobals: true,
    projects: TEST_KINDS.map((kind) => ({
      extends: true,
      test: {
        name: kind,
        include: testsOfKind(kinds, kind),
        // The unit and component tests need no database and no drawn catalogue: they start at once.
        globalSetup: kind === 'unit' || kind === 'dom' ? [] : ['src/server/testing/global-setup.ts'],
      },
    })),
  },
});
