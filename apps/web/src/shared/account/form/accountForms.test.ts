import { describe, expect, it } from 'vitest';
import { validationMessages } from '@lexbridge/contract/validation';
import { accountForms, toApi, type AccountFormName } from './accountForms.ts';
import { issuesByField, schemaRules, validationText } from './schemaRules.ts';

/** The §5 key each field of a form would show, for the values as the form holds them. */
function keys(name: AccountFormName, values: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const spec = accountForms[name];
  return issuesByField(spec.schema, toApi({ ...values, ...extra }, spec.fields));
}

describe('account forms check with the contract schemas', () => {
  it('an untouched registration form asks for phone, code, password and agreement', () => {
    const k = keys('register', { countryCode: 'CN', agree: false });
    expect(k.phone).toBe('phoneRequired');
    expect(k.code).toBe('smsCodeRequired');
    expect(k.password).toBe('passwordRequired');
    expect(k.agree).toBe('agreementRequired');
  });

  it('holds the phone to its country code, the password to the §5 rule, the confirmation to the password', () => {
    const k = keys('register', { countryCode: 'CN', phone: '12345', code: '12345', password: 'abcdef', confirmPassword: 'abcdeg', agree: true });
    expect(k.phone).toBe('phoneInvalid');
    expect(k.code).toBe('smsCodeFormat');
    expect(k.password).toBe('passwordRule');
    expect(k.confirmPassword).toBe('passwordMismatch');
  });

  it('compares fields even while other fields are still empty', () => {
    expect(keys('register', { countryCode: 'CN', password: 'abc123', confirmPassword: 'abc124' }).confirmPassword).toBe('passwordMismatch');
    expect(keys('changePassword', { oldPassword: 'abc123', password: 'abc123' }).password).toBe('passwordSame');
  });

  it('reads the country from its id: a Hong Kong number passes with HK and fails with CN', () => {
    const ok = keys('smsLogin', { countryCode: 'HK', phone: '51234567', code: '123456' });
    expect(ok).toEqual({});
    expect(keys('smsLogin', { countryCode: 'CN', phone: '51234567', code: '123456' }).phone).toBe('phoneInvalid');
    expect(toApi({ countryCode: 'CA', phone: ' 4165550123 ' }, []).countryCode).toBe('1');
  });

  it('accepts complete, valid forms', () => {
    expect(keys('register', { countryCode: 'CN', phone: '13812345678', code: '123456', password: 'abc123', confirmPassword: 'abc123', agree: true })).toEqual({});
    expect(keys('wxBind', { countryCode: 'CN', phone: '13812345678', code: '123456' }, { ticket: 't' })).toEqual({});
    expect(keys('accountPassword', { account: 'someone@example.com', password: 'x' })).toEqual({});
  });

  it('checks the profile with the 2-20 and 2-100 limits and the location rule', () => {
    const k = keys('profile', {
      name: 'A',
      orgName: 'B',
      position: 'x'.repeat(21),
      locationKind: 'china',
      transactionTypes: [],
      email: 'not-an-address',
    });
    expect(k.name).toBe('lengthShort');
    expect(k.orgName).toBe('lengthLong');
    expect(k.position).toBe('lengthShort');
    expect(k.orgType).toBe('orgTypeRequired');
    expect(k.industry).toBe('industryRequired');
    expect(k.transactionTypes).toBe('transactionTypeRequired');
    expect(k.email).toBe('emailInvalid');
    const located = (v: Record<string, unknown>) =>
      keys('profile', { name: 'Li Lei', orgType: 'other', orgName: 'Org Ltd', industry: 'legal', position: 'Counsel', transactionTypes: ['inbound'], ...v });
    expect(located({ locationKind: 'china', province: 'guangdong' }).province).toBe('areaRequired');
    expect(located({ locationKind: 'china', province: 'guangdong', city: 'Shenzhen' })).toEqual({});
    expect(located({ locationKind: 'other' }).country).toBe('countryRequired');
  });
});

describe('form rules show the §5 text of the page language', () => {
  const t = (lang: 'cn' | 'en') => (key: string) => validationMessages[lang][key.replace(/^validation:/, '')] ?? key;

  it('a rule rejects with the message of the first issue on its field', async () => {
    const spec = accountForms.register;
    const values = { countryCode: 'CN', phone: '', password: 'abc123', confirmPassword: 'zzz', agree: true };
    const rule = schemaRules(spec.schema, () => toApi(values, spec.fields), t('en'));
    await expect(rule('phone').validator(null, '')).rejects.toThrow('Cell phone number cannot be empty');
    await expect(rule('confirmPassword').validator(null, 'zzz')).rejects.toThrow('The passwords are not consistent, please retype');
    await expect(rule('password').validator(null, 'abc123')).resolves.toBeUndefined();
    const cnRule = schemaRules(spec.schema, () => toApi(values, spec.fields), t('cn'));
    await expect(cnRule('phone').validator(null, '')).rejects.toThrow('手机号码不能为空');
  });

  it('an unknown key falls back to the generic invalid-input text', () => {
    expect(validationText(t('en'), 'noSuchKey')).toBe(validationMessages.en.invalid);
  });
});
