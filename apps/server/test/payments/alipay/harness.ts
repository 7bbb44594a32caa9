import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { ManualClock } from '../../../src/config.ts';
import { createAlipayProvider, type AlipayProvider } from '../../../src/providers/payments/alipay/index.ts';
import type { PaymentNotice } from '../../../src/providers/payments/types.ts';
import { FakeAlipayGateway } from './fake-gateway.ts';

export const APP_ID = '2021004100000001';

/** Our application key pair, made once per file (RSA generation is the slow part). */
export function appKeyPair(): { privateKey: KeyObject; publicKey: KeyObject; privatePem: string } {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...pair, privatePem: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
}

/** Receives Alipay's notifications as the server's notify endpoint would: verify, record, acknowledge. */
export class NotifyReceiver {
  readonly notices: PaymentNotice[] = [];
  readonly errors: Error[] = [];
  url = '';
  private server!: Server;

  static async start(provider: () => AlipayProvider): Promise<NotifyReceiver> {
    const r = new NotifyReceiver();
    r.server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const p = provider();
      let ack = p.ack(false);
      try {
        r.notices.push(await p.parseNotification({ headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8') }));
        ack = p.ack(true);
      } catch (err) {
        r.errors.push(err as Error);
      }
      res.writeHead(ack.status, { 'content-type': ack.contentType }).end(ack.body);
    });
    await new Promise<void>((resolve) => r.server.listen(0, '127.0.0.1', resolve));
    r.url = `http://127.0.0.1:${(r.server.address() as AddressInfo).port}/api/payments/notify/alipay`;
    return r;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

export interface AlipayRig {
  clock: ManualClock;
  gateway: FakeAlipayGateway;
  provider: AlipayProvider;
  receiver: NotifyReceiver;
  app: ReturnType<typeof appKeyPair>;
  stop(): Promise<void>;
}

export async function startRig(): Promise<AlipayRig> {
  const clock = new ManualClock(Date.UTC(2026, 2, 1, 4, 0, 0));
  const app = appKeyPair();
  const gateway = await FakeAlipayGateway.start(APP_ID, app.publicKey, () => clock.now());
  const provider = createAlipayProvider(
    { ALIPAY_APP_ID: APP_ID, ALIPAY_PRIVATE_KEY: app.privatePem, ALIPAY_PUBLIC_KEY: gateway.publicKeyPem, ALIPAY_GATEWAY: gateway.url, ALIPAY_SIGN_TYPE: 'RSA2' },
    { clock, timeoutMs: 5_000 },
  );
  const receiver = await NotifyReceiver.start(() => provider);
  return {
    clock,
    gateway,
    provider,
    receiver,
    app,
    async stop() {
      await receiver.stop();
      await gateway.stop();
    },
  };
}

/** The rig of one test file: started before its tests, stopped after them, the gateway's faults cleared before each. */
export function rigForFile(): AlipayRig {
  const rig = {} as AlipayRig;
  beforeAll(async () => {
    Object.assign(rig, await startRig());
  });
  afterAll(async () => {
    await rig.stop?.();
  });
  beforeEach(() => {
    rig.gateway.fault = {};
    rig.gateway.refundFaults.length = 0;
  });
  return rig;
}
