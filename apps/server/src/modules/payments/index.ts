import type { FastifyInstance } from 'fastify';
import { sandboxPaymentProviders } from '../../providers/payments/index.ts';
import { notifyRoutes } from './notify.routes.ts';
import { reconcile } from './reconcile.service.ts';
import { walletRoutes } from './wallet.routes.ts';

/**
 * Routes of the payments module (registered under /api): provider notifications, and the sandbox wallet while a
 * sandbox provider is active. Once the server is ready a recovery pass completes payments interrupted by a crash;
 * then a periodic pass (ORDER_SWEEP_SECONDS) closes timed-out orders, asks providers about paying ones and about
 * refunds they have not confirmed.
 */
export default async function paymentsModule(app: FastifyInstance) {
  await app.register(notifyRoutes);
  const sandboxes = sandboxPaymentProviders(app.ctx.providers.payments);
  if (sandboxes.length) await app.register(async (scope) => walletRoutes(scope, sandboxes));

  const ctx = app.ctx;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const pass = (why: string) => {
    running = reconcile(ctx)
      .then((r) => {
        if (r.closed || r.paid || r.refunded) ctx.log.info({ event: 'orders.reconciled', why, ...r }, 'orders reconciled');
      })
      .catch((err) => ctx.log.error({ event: 'orders.reconcile.failed', why, err }, 'order reconciliation failed'));
    return running;
  };
  app.addHook('onReady', async () => {
    void pass('start');
    const every = ctx.config.ORDER_SWEEP_SECONDS * 1000;
    if (every > 0) {
      timer = setInterval(() => void running.then(() => pass('sweep')), every);
      timer.unref();
    }
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
