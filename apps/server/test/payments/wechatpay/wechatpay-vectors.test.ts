import { createPrivateKey, createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptAesGcm, requestMessage, signRequest, signSha256Rsa, verifySha256Rsa } from '../../../src/providers/payments/wechatpay/crypto.ts';

/**
 * Known answers.
 *
 * Request signature: WeChat Pay's guide "请求参数里带Body参数（包体参数），如何计算签名"
 * (https://pay.weixin.qq.com/docs/partner/development/generate-request-signature-verification/request-body-parameters-signature.html,
 * merchant edition https://pay.weixin.qq.com/doc/v3/merchant/4012365336) publishes a test merchant key (merchant
 * 1900007291, serial 408B07E79B8269FEC3D5D3E6AB8ED163A6A380DB), a JSAPI order body, timestamp 1554208460, nonce
 * 593BEC0C930BF1AFEB40B4A08C8FB242 and the signature they must give. RSA PKCS#1 v1.5 is deterministic, so our
 * signature must equal theirs character for character.
 *
 * AES-256-GCM: WeChat Pay's decryption guide gives code but no fixed key and ciphertext, so the vector is Test Case
 * 16 of the GCM specification (McGrew & Viega, "The Galois/Counter Mode of Operation"): 256-bit key, 96-bit IV,
 * associated data — the same shape as a notification resource.
 */
const OFFICIAL_TEST_KEY = `-----BEGIN PRIVATE KEY-----
MIIEvAIBADANBgkqhkiG9w0BAQEFAASCBKYwggSiAgEAAoIBAQCm2mb6q8gMKH/3
CNTbpJAIrbqiBiQGEOtjGcBrDYltsGynWgNscqT7WvfzU14FQbYcQUC5T4Wvva7m
i3fIp3OgX8VqMDNA0qebnr38Pe6kqiLyZgFpJPXlSKDyPyqhRbVTbXssvSMQeVKc
dXeVxoNNeoOlNFHgF/P0io6AmAVnz+hN8SiZKuOsth5/zUTLGvtkgxBcQooQrtXh
RcpLT798OyIb9xeJ2HO3xRtMv2+perEzb4gMibI74UBz+2QEbnkubPE+2jU2rRZu
dnNEz/BPOt3Qj/w2V6/G0VumGDh6+UeMU0jv4aupHztWITC4Akn0l7lBCNy3lgl8
VFaJnkIxAgMBAAECggEAYGL8aESB7NwciDWW2UdoWUsa7GxFtSdjAz2mFXGdeTsY
mVh7b9OOkRGM+Qio4LqEHDBp1mMk5E/cUJwy1zw8pGGO5nfvs7u9TT3XnHaefIs4
YvUgTYAneIuLRkXNN5rQU+CD7mVYczTSz0Vgjqo9wa1LjUz7G0xbBmJgTdMEFGJs
eJjy6AbJo0CGIwp6HJbTm4CmOUgXnnDAIbEGTIRImkZFH/rzneIeR7oZ77FVwxr1
CZB2gfRCov/yRPbw8vnryYkmvQ7D/ze3j5097vRg/MoDGBSdoOwcmo75vyofr0AS
zytMjmHYyifqkf5slPropSiJeGf4p/7gtKyF6dE/XQKBgQDVAlJ+4U5ZVGOuDc3+
sAhz8CTzgFNlq9vKuSoFK6hOz2L+cwj+E7NXGkOe2DsHHZNy2Xqxk7caKhPEp1z9
hhpMpyLVMoFt6CKemyoRBWDCQwLLwem9SZF/IAyovBkLiH36P42Jm26gUkNMKC/5
Zhtqxf6RZgRQzbVudJi47vIRCwKBgQDIh0+v27Oo+DM3fhObH4I1NrXpWOEGH7OQ
G1dEsMuFYF4hjGhg0kBEP3w9vVdl2+mRllZKTsx9oqjb8OibPLLIH8xsdbAB0WLf
JvjLu4wl/ILUzN1RI03dWnnv2EnEeQn6c3hizvrJ9wR5U4ue9RPVnQooJ0hZF1PU
uCL5fWK3MwKBgElReU/PAYbh80WP3t3Rfbdaa32dKBeQ5iCLR5lsA4zM+YgX1HqQ
EWTj126vgvHaDkyz6vWAoL/Sx+cirHFfXWIRDX5Q2hgYlQH+6qXdMgbrxeSYpHnQ
/tHBGFpkFELSAnrGsVMyOwvYBO4LzyeLK9i+ufcWJFoj1FVmsMLHDG8tAoGARdbi
iQQCoYG4DMarO2aQ6cmhN6EN1h0qY7EyBqlwaIZ0okiNfdMcMOjPc41DKCWcRmlO
qlihXcxN9TQFPzO3rH1urAOdBjUPs1qWYhZyrDQyuLyVBBJApyxAtajloDjrob+f
mQIvVDHk7ACN6xG+E7K6+9salnTKbJapD618uQMCgYBNy6XUvzLkP/A1U/UZdtcx
l8GwU/dturLxz4CyGbqDw4ubaYY2e13lnqHUqQgPtiSyH51nq3tdo8G0YAJdfkSv
KvnfslW91fyEBUKnkdW1o3/1UFU/wprZ7ixVL/F42A4xDu7OFE8EnweJOZ0jWceE
OdhCkaIGBCfRnlECRK8UyQ==
-----END PRIVATE KEY-----`;
const OFFICIAL_BODY =
  '{"appid":"wxd678efh567hg6787","mchid":"1900007291","description":"Image形象店-深圳腾大-QQ公仔","out_trade_no":"1217752501201407033233368018","notify_url":"https://www.weixin.qq.com/wxpay/pay.php","amount":{"total":100,"currency":"CNY"},"payer":{"openid":"oUpF8uMuAJO_M2pxb1Q9zNjWeS6o"}}';
const OFFICIAL_SIGNATURE =
  'jnks4dlrPw3ZX+ozVvSK39oa0t7OMBsg83BHAwd8BRdUFiVaQNTLTvci+wURgP1OQBbKYhFGvt7iqYpDSTQkp7Uq1sltaQKyncCyrA1g88m5bsKERQfPyT0ahSwKTYJ1CAn9QiJuSJRq1QsQs07eehbU/k9BCS51jTyc1Jpsi2H77HF9f/BnjXAOP3/sPObg6V5Ee4EzwLox684hhuMuIwHo7D8KFk3LIHOKDcNI4It1aCXydFWNpNK+SG86VUDe5kwoDpw4Ulqfu9z8OFDGbDs9TCxEv8iqQzbpxOlEVoOe2kalSYM5kApQb3nZcxdUtoE0liJGW3RGUNE0t4v01A==';

describe('WeChat Pay known-answer vectors', () => {
  const key = createPrivateKey(OFFICIAL_TEST_KEY);

  it('the request signature of the published example, character for character', () => {
    const message = requestMessage('POST', '/v3/pay/transactions/jsapi', '1554208460', '593BEC0C930BF1AFEB40B4A08C8FB242', OFFICIAL_BODY);
    expect(message).toBe(`POST\n/v3/pay/transactions/jsapi\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n${OFFICIAL_BODY}\n`);
    expect(signSha256Rsa(message, key)).toBe(OFFICIAL_SIGNATURE);
  });

  it('the Authorization header built from it', () => {
    const header = signRequest(
      { method: 'POST', pathAndQuery: '/v3/pay/transactions/jsapi', body: OFFICIAL_BODY },
      { mchid: '1900007291', serialNo: '408B07E79B8269FEC3D5D3E6AB8ED163A6A380DB', privateKey: key },
      '1554208460',
      '593BEC0C930BF1AFEB40B4A08C8FB242',
    );
    expect(header).toBe(
      `WECHATPAY2-SHA256-RSA2048 mchid="1900007291",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",timestamp="1554208460",serial_no="408B07E79B8269FEC3D5D3E6AB8ED163A6A380DB",signature="${OFFICIAL_SIGNATURE}"`,
    );
  });

  it('the verification primitive accepts the published signature and nothing near it', () => {
    const pub = createPublicKey(key);
    const message = requestMessage('POST', '/v3/pay/transactions/jsapi', '1554208460', '593BEC0C930BF1AFEB40B4A08C8FB242', OFFICIAL_BODY);
    expect(verifySha256Rsa(message, OFFICIAL_SIGNATURE, pub)).toBe(true);
    expect(verifySha256Rsa(message.replace('"total":100', '"total":101'), OFFICIAL_SIGNATURE, pub)).toBe(false);
    expect(verifySha256Rsa(message, OFFICIAL_SIGNATURE.replace('jnks', 'jnkt'), pub)).toBe(false);
  });

  it('an empty body still ends its line (the GET example of the same guide)', () => {
    expect(requestMessage('GET', '/v3/certificates', '1554208460', '593BEC0C930BF1AFEB40B4A08C8FB242', '')).toBe(
      'GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n',
    );
  });

  it('AES-256-GCM decryption: GCM specification test case 16', () => {
    const hex = (s: string) => Buffer.from(s, 'hex');
    const keyBytes = hex('feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308');
    const iv = hex('cafebabefacedbaddecaf888');
    const aad = hex('feedfacedeadbeeffeedfacedeadbeefabaddad2');
    const ciphertext = '522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662';
    const tag = '76fc6ece0f4e1768cddf8853bb2d551b';
    const plain = 'd9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39';
    // WeChat Pay's layout: ciphertext with the tag appended, base64.
    const resource = Buffer.concat([hex(ciphertext), hex(tag)]).toString('base64');
    expect(decryptAesGcm(keyBytes, iv, aad, resource).toString('hex')).toBe(plain);
    expect(() => decryptAesGcm(keyBytes, iv, hex('feedfacedeadbeeffeedfacedeadbeefabaddad3'), resource)).toThrow();
    expect(() => decryptAesGcm(keyBytes, iv, aad, Buffer.concat([hex(ciphertext), hex(tag).subarray(0, 12)]).toString('base64'))).toThrow();
  });
});
