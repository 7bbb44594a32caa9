import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { AliyunSmsProvider } from '../../src/providers/sms/aliyun.ts';
import { percentEncode, signRpc } from '../../src/providers/sms/aliyun-signature.ts';
import { createSmsProvider } from '../../src/providers/sms/index.ts';
import { SandboxSmsProvider } from '../../src/providers/sms/sandbox.ts';
import type { Outbox, OutboxEntry } from '../../src/providers/types.ts';

const KEY_ID = 'LTAI-test-key';
const SECRET = 'test/secret+with=chars';

/**
 * A local stand-in for dysmsapi.aliyuncs.com that checks requests the way the gateway does: the signature is
 * recomputed from the received parameters with the account's secret, the nonce must be fresh and the timestamp recent.
 */
interface Received {
  params: Record<string, string>;
}
const received: Received[] = [];
const seenNonces = new Set<string>();
let refuseNext: { status: number; code: string } | null = null;
let server: Server;
let endpoint: string;

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const params = Object.fromEntries(new URLSearchParams(await readBody(req)));
    received.push({ params });
    const reply = (status: number, payload: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ RequestId: 'req-1', ...payload }));
    };
    const { Signature, ...signed } = params;
    if (req.method !== 'POST' || req.url !== '/') return reply(404, { Code: 'InvalidAction.NotFound' });
    if (params.AccessKeyId !== KEY_ID) return reply(404, { Code: 'InvalidAccessKeyId.NotFound' });
    if (Signature !== signRpc('POST', signed, SECRET)) return reply(400, { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched' });
    if (seenNonces.has(params.SignatureNonce)) return reply(400, { Code: 'SignatureNonceUsed' });
    seenNonces.add(params.SignatureNonce);
    if (Math.abs(Date.parse(params.Timestamp) - Date.now()) > 15 * 60_000 || !/Z$/.test(params.Timestamp)) return reply(400, { Code: 'InvalidTimeStamp.Expired' });
    if (refuseNext) {
      const r = refuseNext;
      refuseNext = null;
      return reply(r.status, { Code: r.code, Message: 'refused' });
    }
    return reply(200, { Code: 'OK', Message: 'OK', BizId: 'biz-1' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const provider = () =>
  new AliyunSmsProvider({ accessKeyId: KEY_ID, accessKeySecret: SECRET, signName: '律桥', templateCode: 'SMS_123456789', endpoint });

describe('Aliyun SMS adapter', () => {
  test('the documented signature example', () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(signRpc('GET', params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
    expect(percentEncode("a b*~!'()")).toBe('a%20b%2A~%21%27%28%29');
  });

  test('SendSms is signed as the gateway checks it, with the code as template parameter', async () => {
    await provider().sendCode({ countryCode: '86', phone: '13800138000' }, '654321', 'text is not sent');
    await provider().sendCode({ countryCode: '852', phone: '51234567' }, '111222', '');
    await provider().sendCode({ countryCode: '44', phone: '07123456789' }, '333444', '');
    const [cn, hk, uk] = received.slice(-3).map((r) => r.params);
    expect(cn).toMatchObject({
      Action: 'SendSms',
      Version: '2017-05-25',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      PhoneNumbers: '13800138000',
      SignName: '律桥',
      TemplateCode: 'SMS_123456789',
      TemplateParam: '{"code":"654321"}',
    });
    expect(hk.PhoneNumbers).toBe('85251234567');
    expect(uk.PhoneNumbers).toBe('447123456789');
  });

  test('a refusal by the gateway is an error, not a silent success', async () => {
    refuseNext = { status: 200, code: 'isv.BUSINESS_LIMIT_CONTROL' };
    await expect(provider().sendCode({ countryCode: '86', phone: '13800138000' }, '000111', '')).rejects.toThrow(/BUSINESS_LIMIT_CONTROL/);
    const wrongSecret = new AliyunSmsProvider({ accessKeyId: KEY_ID, accessKeySecret: 'other', signName: 's', templateCode: 't', endpoint });
    await expect(wrongSecret.sendCode({ countryCode: '86', phone: '13800138000' }, '000111', '')).rejects.toThrow(/SignatureDoesNotMatch/);
  });

  test('createSmsProvider: sandbox by default, Aliyun when configured, and missing settings refused at start', async () => {
    const recorded: OutboxEntry[] = [];
    const outbox: Outbox = {
      record: async (e) => void recorded.push({ ...e, createdAt: 0 }),
      list: async () => recorded,
    };
    const sandbox = createSmsProvider(loadConfig({}), outbox);
    expect(sandbox).toBeInstanceOf(SandboxSmsProvider);
    await sandbox.sendCode({ countryCode: '86', phone: '13800138000' }, '123456', 'hello 123456');
    expect(recorded).toEqual([{ channel: 'sms', to: '+86 13800138000', text: 'hello 123456', createdAt: 0 }]);

    expect(() => createSmsProvider(loadConfig({ SMS_PROVIDER: 'aliyun' }), null)).toThrow(/ACCESS|accessKeyId/i);
    const real = createSmsProvider(
      loadConfig({
        SMS_PROVIDER: 'aliyun',
        ALIYUN_SMS_ACCESS_KEY_ID: KEY_ID,
        ALIYUN_SMS_ACCESS_KEY_SECRET: SECRET,
        ALIYUN_SMS_SIGN_NAME: '律桥',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
        ALIYUN_SMS_ENDPOINT: endpoint,
      }),
      null,
    );
    expect(real.sandbox).toBe(false);
    await real.sendCode({ countryCode: '86', phone: '13900139000' }, '999000', '');
    expect(received.at(-1)?.params.TemplateParam).toBe('{"code":"999000"}');
  });
});
