/** Types of scripts/compile-hints.mjs (a plain module, so next.config.ts loads it without a TypeScript step). */
export function firstLoadScripts(distDir: string): string[];
export function addCompileHints(metadata: { distDir: string }): Promise<number>;
