export declare function installed(name: string): boolean;
export declare function ensureBuilt(options?: { client?: boolean }): void;
export declare function whileBuilding(build: () => void): void;
export declare function isRunning(pid: number): boolean;
