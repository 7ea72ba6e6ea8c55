import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const serverOrigin = `http://127.0.0.1:${process.env.PORT ?? 5000}`;

/** Writes .br and .gz beside each text asset so the server sends them without compressing per request. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]));
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(body));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

const SHELL =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](query-core|react-query)|clsx|class-variance-authority|lucide-react[\\/]dist[\\/]esm[\\/](shared|createLucideIcon|Icon|context|defaultAttributes))[\\/.]|src[\\/]client[\\/]lib[\\/]api-client\.ts/;
const PANELS_ONLY =
  /useMutation|mutationObserver|infinite|useQueries|queriesObserver|useSuspense|hydration|useIsFetching|usePrefetch/i;

/**
 * Writes which source modules each chunk holds (.vite/chunk-modules.json), so the budget check
 * (scripts/check-bundle-budget.mjs) can name a contract or a panel that slips into the first load.
 */
function chunkModules(): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = resolve('.');
      const modules: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk')
          modules[chunk.fileName] = chunk.moduleIds
            .filter((id) => id.startsWith(root) && !id.includes('node_modules'))
            .map((id) => id.slice(root.length + 1));
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(modules) });
    },
  };
}

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompress(), chunkModules()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The bundle budget check follows the entry's imports through it.
    manifest: true,
    rollupOptions: {
      output: {
        codeSplitting: {
          // What the app shell always runs, in one chunk beside boot's: split into the eight small
          // chunks the lazy panels also import, it gzipped 2 KB larger (issue 40). Hooks only the
          // lazy panels use (mutations, infinite and parallel queries) stay with them.
          groups: [{ name: 'shell', test: (id: string) => SHELL.test(id) && !PANELS_ONLY.test(id) }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': serverOrigin,
      '/images': serverOrigin,
      '/objects': serverOrigin,
      '/checkout': serverOrigin,
    },
  },
});
