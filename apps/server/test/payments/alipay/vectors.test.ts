import { describe, expect, it } from 'vitest';
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fenToYuan, yuanToFen } from '../../../src/providers/payments/alipay/amount.ts';
import { parseAlipayNotification } from '../../../src/providers/payments/alipay/notification.ts';
import { topLevelMembers } from '../../../src/providers/payments/alipay/response.ts';
import { loadAlipayKeys } from '../../../src/providers/payments/alipay/settings.ts';
import { signingString } from '../../../src/providers/payments/alipay/sign.ts';
import { beijingTime, parseBeijingTime } from '../../../src/providers/payments/alipay/time.ts';
import { PaymentSignatureError } from '../../../src/providers/payments/types.ts';

/**
 * Known answers from Alipay's own publications:
 *  - the string to sign of the open platform's "sign it yourself" guide (request example alipay.mobile.public.menu.add);
 *  - an asynchronous trade notification signed by Alipay, with the Alipay public key that verifies it, from the test
 *    suite of Alipay's Node.js SDK (alipay/alipay-sdk-nodejs-all, test/alipay.test.ts, checkNotifySign);
 *  - the raw answer text of that SDK's getSignStr test, for cutting the signed member out of an answer.
 * No published vector pairs a gateway ANSWER signature with a key we have (the SDK's answer example was signed with a
 * key it does not publish), so answer signatures are proven against the fake gateway only.
 */

describe('string to sign (open platform guide example)', () => {
  const biz = '{"button":[{"actionParam":"ZFB_HFCZ","actionType":"out","name":"话费充值"},{"name":"查询","subButton":[{"actionParam":"ZFB_YECX","actionType":"out","name":"余额查询"},{"actionParam":"ZFB_LLCX","actionType":"out","name":"流量查询"},{"actionParam":"ZFB_HFCX","actionType":"out","name":"话费查询"}]},{"actionParam":"http://m.alipay.com","actionType":"link","name":"最新优惠"}]}';
  it('sorts the parameters, leaves sign out and keeps sign_type in a request', () => {
    const params = {
      app_id: '2014072300007148',
      method: 'alipay.mobile.public.menu.add',
      charset: 'GBK',
      sign_type: 'RSA2',
      timestamp: '2014-07-24 03:07:50',
      biz_content: biz,
      sign: 'e9zEAe4TTQ4LPLQvETPoLGXTiURcxiAKfMVQ6Hrrsx2hmyIEGvSfAQzbLxHrhyZ48wOJXTsD4FPnt+YGdK57+fP1BCbf9rIVycfjhYCqlFhbTu9pFnZgT55W+xbAFb9y7vL0MyAxwXUXvZtQVqEwW7pURtKilbcBTEW7TAxzgro=',
      version: '1.0',
    };
    expect(signingString(params)).toBe(
      `app_id=2014072300007148&biz_content=${biz}&charset=GBK&method=alipay.mobile.public.menu.add&sign_type=RSA2&timestamp=2014-07-24 03:07:50&version=1.0`,
    );
  });

  it('leaves empty values out', () => {
    expect(signingString({ b: '2', a: '', c: '3', sign: 'x' })).toBe('b=2&c=3');
  });
});

describe('a notification signed by Alipay (Node.js SDK test vector)', () => {
  const alipayPublicKey = createPublicKey(
    '-----BEGIN PUBLIC KEY-----\n' +
      'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAqObrdC7hrgAVM98tK0nv3hSQRGGKT4lBsQjHiGjeYZjOPIPHR5knm2jnnz/YGIXIofVHkA/tAlBAd5DrY7YpvI4tP5EONLtZKC2ghBMx7McI2wRD0xiqzxOQr1FuhZGJ8/AUokBzJrzY+aGX2xcOrxFYRlFilvVLTXg4LWjR1tdPkO6+i7wQZAIVMClPkwVRZEbaERRHlKqTzv2gGv5rDU8gRoe1LeaN+6BlbTqHWkQcNCUNrA8C6l17XAXGKDsm/9TFWwO8EPHHHCaQdjtV5/FdcWIt+L8SR1ss7EXTjYDFtxcKVv9rEoY1lX8T4mX+GbXfZHraG5NCF1+XioL5JwIDAQAB'
        .match(/.{1,64}/g)!
        .join('\n') +
      '\n-----END PUBLIC KEY-----\n',
  );
  const fields: Record<string, string> = {
    gmt_create: '2019-08-15 15:56:22',
    charset: 'utf-8',
    seller_email: 'z97-yuquerevenue@service.aliyun.com',
    subject: '语雀空间 500人规模',
    sign: 'QfTb8tqE1BMhS5qAnXtvsF3/jBkEvu9q9en0pdbBUDDjvKycZhQb7h8GDs4FKfi049PynaNuatxSgLb/nLWZpXyyh0LEWdK2S6Ri7nPwrVgOs08zugLO20vOQz44y3ti2Ncm8/wZts1Fr2gZ7pShnVX3d1B50hbsXnObT1r/U8ONNQjWXd0HIul4TG+Q3fm3svmSvFEy0WnzuhcyHPX5Gm4ELNctL6Qd5YniGJFNcc7kopHYtI/XD9YCKCH6Ct02rzUs9i11C9CsadtZn+WhxF26Dqt9sGEFajkJ8cxUTLi8+VCpLHsgPE8P0y095uQcDdK0YjCh4x7wVSov+lrmOQ==',
    buyer_id: '2088102534368455',
    invoice_amount: '0.10',
    notify_id: '2019081500222155624068450559358070',
    fund_bill_list: '[{"amount":"0.10","fundChannel":"ALIPAYACCOUNT"}]',
    notify_type: 'trade_status_sync',
    trade_status: 'TRADE_SUCCESS',
    receipt_amount: '0.10',
    buyer_pay_amount: '0.10',
    sign_type: 'RSA2',
    app_id: '2019073166072302',
    seller_id: '2088531891668739',
    gmt_payment: '2019-08-15 15:56:24',
    notify_time: '2019-08-15 15:56:25',
    version: '1.0',
    out_trade_no: '20190815155618536-564-57',
    total_amount: '0.10',
    trade_no: '2019081522001468450512505578',
    auth_app_id: '2019073166072302',
    buyer_logon_id: 'xud***@126.com',
    point_amount: '0.00',
  };
  const parse = (f: Record<string, string>, appId = '2019073166072302') =>
    parseAlipayNotification({ headers: {}, body: new URLSearchParams(f).toString() }, { appId, alipayPublicKey });

  it('verifies and reads 0.10 yuan as 10 fen, paid at 15:56:24 Beijing time', () => {
    expect(parse(fields)).toEqual({
      outTradeNo: '20190815155618536-564-57',
      providerTradeNo: '2019081522001468450512505578',
      amountFen: 10,
      status: 'paid',
      paidAt: new Date('2019-08-15T07:56:24Z'),
    });
  });

  it('verifies when the body sends spaces as "+" and the signature\'s "+" unescaped', () => {
    const body = Object.entries(fields)
      .map(([k, v]) => `${k}=${k === 'sign' ? v : encodeURIComponent(v).replace(/%20/g, '+')}`)
      .join('&');
    expect(parseAlipayNotification({ headers: {}, body }, { appId: '2019073166072302', alipayPublicKey }).amountFen).toBe(10);
  });

  it('fails once any signed field changes, or for another application', () => {
    expect(() => parse({ ...fields, total_amount: '1.10' })).toThrow(PaymentSignatureError);
    expect(() => parse({ ...fields, out_trade_no: '20190815155618536-564-58' })).toThrow(PaymentSignatureError);
    expect(() => parse({ ...fields, extra: 'added' })).toThrow(PaymentSignatureError);
    expect(() => parse(fields, '2021004100000001')).toThrow(/for app 2019073166072302/);
  });
});

describe('the signed member of an answer (Node.js SDK getSignStr example)', () => {
  const member = '{"code":"10000","msg":"Success","image_id":"Zp1Nm6FDTZaEuSSniGd5awAAACMAAQED","image_url":"http:\\/\\/oalipay-dl-django.alicdn.com\\/rest\\/1.0\\/image?fileIds=Zp1Nm6FDTZaEuSSniGd5awAAACMAAQED&zoom=original"}';
  it('is cut out as the exact text, escapes included', () => {
    const m = topLevelMembers(`{"alipay_offline_material_image_upload_response":${member},"sign":"P8xr=="}`);
    expect(m?.get('alipay_offline_material_image_upload_response')).toBe(member);
    expect(m?.get('sign')).toBe('"P8xr=="');
  });
  it('also with line breaks and spaces between members, and a "sign" key inside the member', () => {
    const inner = member.replace('"msg"', '"sign":"xxx","msg"');
    const m = topLevelMembers(`{"alipay_offline_material_image_upload_response"\n  :\n  ${inner},\n\n   "sign"  :  "P8xr=="}`);
    expect(m?.get('alipay_offline_material_image_upload_response')).toBe(inner);
    expect(m?.get('sign')).toBe('"P8xr=="');
  });
  it('refuses broken text and a repeated member', () => {
    expect(topLevelMembers('{"a_response":{"code":"10000"}')).toBeNull();
    expect(topLevelMembers('{"a_response":{"x":"}"},"sign":"s"} trailing')).toBeNull();
    expect(topLevelMembers('{"a_response":{"code":"1"},"a_response":{"code":"2"}}')).toBeNull();
    expect(topLevelMembers('[]')).toBeNull();
  });
});

describe('amounts and times', () => {
  it('reads yuan strings exactly', () => {
    expect([yuanToFen('0.01'), yuanToFen('12888.00'), yuanToFen('199.9'), yuanToFen('0.10'), yuanToFen('100'), yuanToFen('0.29')]).toEqual([1, 1288800, 19990, 10, 10000, 29]);
    for (const bad of ['', '.5', '1.', '1.234', '-1', '+1', '1e2', '00.10', ' 1', '1,00', undefined]) expect(yuanToFen(bad)).toBeNull();
  });
  it('writes fen as yuan with two decimals', () => {
    expect([fenToYuan(1), fenToYuan(19990), fenToYuan(1288800), fenToYuan(29)]).toEqual(['0.01', '199.90', '12888.00', '0.29']);
    expect(() => fenToYuan(0)).toThrow(RangeError);
  });
  it('uses Beijing time both ways', () => {
    expect(beijingTime(new Date('2025-12-31T16:30:05Z'))).toBe('2026-01-01 00:30:05');
    expect(parseBeijingTime('2026-01-01 00:30:05')).toEqual(new Date('2025-12-31T16:30:05Z'));
    expect(parseBeijingTime('2026-01-01T00:30:05')).toBeUndefined();
  });
});

describe('settings', () => {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privatePem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const alipayPair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicPem = alipayPair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const bare = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  const base = { ALIPAY_APP_ID: '2021004100000001', ALIPAY_PRIVATE_KEY: privatePem, ALIPAY_PUBLIC_KEY: publicPem, ALIPAY_GATEWAY: 'https://openapi.alipay.com/gateway.do', ALIPAY_SIGN_TYPE: 'RSA2' };

  it('takes a PEM, an env-escaped PEM, the key tool\'s bare base64 or a path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'alipay-keys-'));
    writeFileSync(join(dir, 'app.pem'), privatePem);
    writeFileSync(join(dir, 'alipay.txt'), bare(publicPem));
    try {
      for (const s of [
        base,
        { ...base, ALIPAY_PRIVATE_KEY: privatePem.replace(/\n/g, '\\n') },
        { ...base, ALIPAY_PRIVATE_KEY: bare(privatePem), ALIPAY_PUBLIC_KEY: bare(publicPem) },
        { ...base, ALIPAY_PRIVATE_KEY: join(dir, 'app.pem'), ALIPAY_PUBLIC_KEY: join(dir, 'alipay.txt') },
      ]) {
        const keys = loadAlipayKeys(s);
        expect(keys.alipayPublicKey.export({ type: 'spki', format: 'pem' })).toBe(publicPem);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops with the setting\'s name', () => {
    expect(() => loadAlipayKeys({ ...base, ALIPAY_APP_ID: ' ' })).toThrow(/ALIPAY_APP_ID/);
    expect(() => loadAlipayKeys({ ...base, ALIPAY_PRIVATE_KEY: '' })).toThrow(/ALIPAY_PRIVATE_KEY/);
    expect(() => loadAlipayKeys({ ...base, ALIPAY_PUBLIC_KEY: '/no/such/key.pem' })).toThrow(/ALIPAY_PUBLIC_KEY: .*cannot read/);
    expect(() => loadAlipayKeys({ ...base, ALIPAY_PUBLIC_KEY: privatePem })).toThrow(/not a private key/);
    const ours = { ...base, ALIPAY_PUBLIC_KEY: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString() };
    expect(() => loadAlipayKeys({ ...ours, ALIPAY_PRIVATE_KEY: privatePem })).toThrow(/our own application public key/);
    expect(() => loadAlipayKeys({ ...base, ALIPAY_SIGN_TYPE: 'RSA' })).toThrow(/ALIPAY_SIGN_TYPE/);
  });
});
