import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'seed/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/testing/global-setup.ts'],
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
    // process of caricature.test.ts, never inside a worker.
    isolate: false,
    unstubGlobals: true,
  },
});
