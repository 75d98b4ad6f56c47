/** Types of scripts/lib/chromium.mjs (for playwright.config.ts). */
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
