import type { AppContext } from '../context.ts';

/**
 * Demo content seeded on start when SEED_DEMO is on. Each feature registers one function that checks whether its
 * content already exists and adds only what is missing, so a restart never duplicates anything.
 */
export type SeedFn = (ctx: AppContext) => Promise<void>;

const seeds = new Map<string, SeedFn>();

/** Called at module load by the feature that owns the content; the name keeps a re-import from registering twice. */
export function registerSeed(name: string, fn: SeedFn): void {
  seeds.set(name, fn);
}

export function registeredSeeds(): string[] {
  return [...seeds.keys()];
}

export async function seedDemo(ctx: AppContext): Promise<void> {
  for (const [name, fn] of seeds) {
    await fn(ctx);
    ctx.log.debug({ seed: name }, 'demo content checked');
  }
}
