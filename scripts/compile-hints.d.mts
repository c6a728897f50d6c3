/** Types of scripts/compile-hints.mjs (a plain module, so next.config.ts loads it without a TypeScript step). */
export const COMPILE_HINT: string;
export function firstLoadScripts(distDir: string): string[];
export function withCompileHint(text: string): string;
export function addCompileHints(metadata: { distDir: string }): Promise<number>;
