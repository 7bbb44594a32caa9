import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '@lexbridge/contract/errors';
import { ApiError } from '../../api/ApiError.ts';
import { placeError } from './placeError.ts';

const FIELDS = ['countryCode', 'phone', 'captchaToken', 'code', 'password', 'confirmPassword'];

function apiError(code: number, datas: unknown = null, status = 200) {
  return new ApiError({ code, status, message: `中文${code}`, messageEn: `english ${code}`, datas, display: `shown ${code}` });
}

describe('placeError', () => {
  it('puts server validation errors under their fields, in the page language', () => {
    const e = apiError(ErrorCodes.VALIDATION, { fields: [{ path: 'phone', key: 'phoneInvalid', message: '请输入正确的手机号码', messageEn: 'Please enter the correct cell phone number' }] }, 400);
    expect(placeError(e, 'en', FIELDS, 'fallback').fields).toEqual({ phone: 'Please enter the correct cell phone number' });
    expect(placeError(e, 'cn', FIELDS, 'fallback').fields).toEqual({ phone: '请输入正确的手机号码' });
  });

  it('a validation error about a field the form does not show becomes a toast', () => {
    const e = apiError(ErrorCodes.VALIDATION, { fields: [{ path: 'platform', key: 'invalid', message: 'x', messageEn: 'y' }] }, 400);
    expect(placeError(e, 'en', FIELDS, 'fallback')).toMatchObject({ fields: {}, toast: 'shown 100001' });
  });

  it('account errors that name one field go under it', () => {
    expect(placeError(apiError(ErrorCodes.SMS_CODE_WRONG), 'en', FIELDS, 'f').fields).toEqual({ code: 'shown 200103' });
    expect(placeError(apiError(ErrorCodes.PHONE_TAKEN), 'en', FIELDS, 'f').fields).toEqual({ phone: 'shown 200108' });
    expect(placeError(apiError(ErrorCodes.CAPTCHA_REQUIRED), 'en', FIELDS, 'f').fields).toEqual({ captchaToken: 'shown 200110' });
    // The same code on a form without that field is a toast.
    expect(placeError(apiError(ErrorCodes.OLD_PASSWORD_WRONG), 'en', FIELDS, 'f').toast).toBe('shown 200112');
  });

  it('wrong credentials and a locked account are the form alert', () => {
    expect(placeError(apiError(ErrorCodes.BAD_CREDENTIALS), 'en', FIELDS, 'f')).toMatchObject({ alert: 'shown 200101', toast: null, fields: {} });
    expect(placeError(apiError(ErrorCodes.ACCOUNT_LOCKED, null, 423), 'en', FIELDS, 'f').alert).toBe('shown 200102');
  });

  it('a lost login is flagged; anything that is not an API answer is the fallback toast', () => {
    expect(placeError(apiError(ErrorCodes.TOKEN_INVALID, null, 401), 'en', FIELDS, 'f').lostLogin).toBe(true);
    expect(placeError(new TypeError('boom'), 'en', FIELDS, 'try again')).toMatchObject({ toast: 'try again', code: null });
  });
});
