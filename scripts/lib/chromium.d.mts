export declare const FULL_CHROMIUM: string;
export declare function chromiumExecutable(): string | undefined;
export declare function fullChromiumExecutable(): string | undefined;
export declare const CHROMIUM_ARGS: string[];
