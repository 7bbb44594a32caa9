import type { AppContext } from '../../context.ts';

/**
 * A named point where a test may have the process die at once (FAULT_POINT), to prove that a payment interrupted
 * there is completed after a restart. SIGKILL: no cleanup, no commit, exactly like a crash.
 */
export function faultPoint(ctx: AppContext, name: string): void {
  if (ctx.config.FAULT_POINT !== name) return;
  ctx.log.warn({ event: 'fault', point: name }, 'fault point reached: killing the process');
  process.kill(process.pid, 'SIGKILL');
}
