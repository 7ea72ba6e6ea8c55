export declare const HEADLESS_SHELL: string;
export declare function chromiumPath(): string;
