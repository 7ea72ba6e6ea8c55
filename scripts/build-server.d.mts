export const ENTRIES: Record<string, string>;
export function packageName(spec: string): string;
export function devOnlyImports(imports: Iterable<string>, pkg: { dependencies?: Record<string, string> }): string[];
export function buildServer(): Promise<{ imports: string[] }>;
