/** The Vitest projects (see test-kinds.mjs for what puts a test file in each). */
export type TestKind = 'unit' | 'dom' | 'api' | 'postgres' | 'media' | 'process';
export declare const TEST_KINDS: readonly TestKind[];
/** Each test file (relative to root) with its kind. */
export declare function classifyTests(root: string): Map<string, TestKind>;
/** The test files of one kind, for a project's `include`. */
export declare function testsOfKind(kinds: Map<string, TestKind>, kind: TestKind): string[];
