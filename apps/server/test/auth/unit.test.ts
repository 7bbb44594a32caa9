import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { checkCaptchaNonce, leadingZeroBits, solveCaptcha } from '../../src/modules/auth/captcha.solver.ts';
import { burnPasswordTime, hashPassword, verifyPassword } from '../../src/modules/auth/password.ts';
import { smsText } from '../../src/modules/auth/sms.service.ts';

describe('passwords', () => {
  test('scrypt hashes carry their parameters, are salted, and verify only the right password', async () => {
    const a = await hashPassword('secret123');
    const b = await hashPassword('secret123');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('secret123', a)).toBe(true);
    expect(await verifyPassword('secret124', a)).toBe(false);
    expect(await verifyPassword('secret123', 'md5$abc')).toBe(false);
  });

  test('an unknown account costs about the time of a real check', async () => {
    const hash = await hashPassword('secret123');
    await burnPasswordTime('warm-up');
    const time = async (fn: () => Promise<unknown>) => {
      const start = performance.now();
      for (let i = 0; i < 3; i++) await fn();
      return performance.now() - start;
    };
    const real = await time(() => verifyPassword('wrong', hash));
    const burnt = await time(() => burnPasswordTime('wrong'));
    expect(burnt).toBeGreaterThan(real * 0.4);
  });
});

describe('captcha proof of work', () => {
  test('leading zero bits', () => {
    expect(leadingZeroBits(new Uint8Array([0, 0, 0x80]))).toBe(16);
    expect(leadingZeroBits(new Uint8Array([0, 0x0f]))).toBe(12);
    expect(leadingZeroBits(new Uint8Array([0xff]))).toBe(0);
  });

  test('the solver finds a nonce the checker accepts, and the hash really starts with the zero bits', () => {
    const salt = 'a1b2c3d4';
    const nonce = solveCaptcha(salt, 10);
    expect(checkCaptchaNonce(salt, nonce, 10)).toBe(true);
    const digest = createHash('sha256').update(salt + nonce).digest();
    expect(digest[0]).toBe(0);
    expect(digest[1] >> 6).toBe(0);
    expect(checkCaptchaNonce('other-salt', nonce, 10) && checkCaptchaNonce('third-salt', nonce, 10)).toBe(false);
  });
});

test('the SMS text is bilingual with the code and its lifetime', () => {
  expect(smsText('123456', 5)).toBe('【LexBridge】您的验证码是123456，5分钟内有效。 Your code is 123456, valid for 5 minutes.');
});
