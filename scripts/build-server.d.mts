import type { BuildOptions } from 'esbuild';

export const ENTRIES: Record<string, string>;
export const BUNDLE_OPTIONS: BuildOptions;
export function packageName(spec: string): string;
export function devOnlyImports(imports: Iterable<string>, pkg: { dependencies?: Record<string, string> }): string[];
export function buildServer(options?: {
  entries?: Record<string, string>;
  outdir?: string;
}): Promise<{ imports: string[] }>;
