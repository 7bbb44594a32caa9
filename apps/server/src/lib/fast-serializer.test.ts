import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { accounts, envelopeOf, ErrorCodes } from '@lexbridge/contract';
import { fail, ok } from './envelope.ts';
import { fastSerializerCompiler, plainNullables } from './fast-serializer.ts';

const compile = (schema: z.ZodType) => {
  const input = { schema, method: 'GET', url: '/x', httpStatus: '200' };
  return { fast: fastSerializerCompiler(input), zod: serializerCompiler(input) as (d: unknown) => string };
};

const bare = {
  id: 7, name: null, headImg: null, account: null, email: null, countryCode: '86', phone: '139****1234', orgType: null, orgName: null,
  locationKind: null, country: null, province: null, city: null, industry: null, position: null, transactionTypes: [], lawyerName: null,
  lawyerEmail: null, createdAt: 1_767_225_600_000,
};
const full = {
  ...bare, name: '张三 "Zhang" \\ San', headImg: 'https://example.com/a.png?x=1&y=<2>', account: 'zhang_san', email: 'z@example.com',
  orgType: 'cnCompany', orgName: '某某\n公司', locationKind: 'china', province: '上海', city: '上海', industry: 'legal', position: '法务',
  transactionTypes: ['domestic', 'entry'], lawyerName: '李律师', lawyerEmail: 'l@example.com',
};

describe('fastSerializerCompiler', () => {
  const { fast, zod } = compile(envelopeOf(accounts.currentUserAnswer.nullable()));

  it('writes GET /users answers exactly as the zod serializer does', () => {
    const answers = [
      ok({ user: bare, baseUser: { unionid: null, wxNickname: null, hasPassword: false } }),
      ok({ user: full, baseUser: { unionid: 'o6_bmasdasdsad6_2sgVt7hMZOPfL', wxNickname: '微信 \u2028 名', hasPassword: true } }),
      fail(ErrorCodes.NOT_LOGGED_IN_SILENT),
    ];
    for (const answer of answers) {
      expect(fast(answer)).toBe(zod(answer));
      expect(JSON.parse(fast(answer))).toEqual(answer);
    }
  });

  it('leaves out what the contract does not declare (a secret on the row never leaks)', () => {
    const answer = ok({ user: { ...bare, passwordHash: 'scrypt$secret' }, baseUser: { unionid: null, wxNickname: null, hasPassword: true, extra: 1 } });
    expect(fast(answer)).not.toContain('secret');
    expect(fast(answer)).toBe(zod(answer));
  });

  it('turns nullable unions into type lists, and leaves other unions alone', () => {
    expect(plainNullables({ anyOf: [{ type: 'string', maxLength: 3 }, { type: 'null' }] })).toEqual({ type: ['string', 'null'], maxLength: 3 });
    const union = { anyOf: [{ type: 'string' }, { type: 'number' }] };
    expect(plainNullables(union)).toEqual(union);
  });

  it('keeps the zod serializer for a schema JSON Schema cannot express', () => {
    const { fast: custom } = compile(z.object({ at: z.date() }));
    const when = new Date(Date.UTC(2026, 0, 1));
    expect(custom({ at: when })).toBe(JSON.stringify({ at: when }));
  });
});
