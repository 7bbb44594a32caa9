// Types of build-cli.mjs for the TypeScript callers (the benchmark, tests).
export declare const repoRoot: string;
/** packages/review/dist/cli/review.mjs */
export declare const cliBundle: string;
/** packages/review/dist/cli/job.mjs: the review job of a worker thread */
export declare const jobBundle: string;
/** Why the bundle must be rebuilt, or null when it is current. */
export declare function cliBuildReason(): string | null;
/** Builds the bundle now; resolves to the build's wall time in ms. */
export declare function buildCli(): Promise<number>;
/** Builds the bundle when stale; resolves to its path. */
export declare function ensureCliBuilt(opts?: { log?: (msg: string) => void }): Promise<string>;
