import { fapiao, validationText } from '@lexbridge/contract';
import { AppError } from '../../errors.ts';
import type { InfoValues } from './infos.repository.ts';

/**
 * The fields a set must carry for its type (spec §5): Individual the title, Enterprise general VAT title and
 * taxpayer id, Special VAT every field — and a Special VAT fapiao is issued to a VAT taxpayer, never to a person.
 * The refusal lists each missing field with its message, as a validation failure does, so a form marks the fields.
 */
export function checkInfoFields(v: InfoValues): void {
  if (v.issuerType === 'individual' && v.fapiaoType === 'special_vat') throw new AppError('FAPIAO_SPECIAL_NOT_FOR_INDIVIDUAL');
  const missing = fapiao.missingInfoFields(v);
  if (missing.length) {
    const fields = missing.map((path) => ({ path, key: fapiao.INFO_REQUIRED_KEYS[path], ...validationText(fapiao.INFO_REQUIRED_KEYS[path]) }));
    throw new AppError('FAPIAO_FIELDS_REQUIRED', {}, { in: 'body', fields });
  }
}

export function infoValues(body: fapiao.InfoBody): InfoValues {
  return {
    title: body.title,
    issuerType: body.issuerType,
    fapiaoType: body.fapiaoType,
    // A person has no taxpayer number or bank details on a fapiao: keep nothing the type does not print.
    taxpayerId: body.issuerType === 'individual' ? null : body.taxpayerId,
    bankName: body.issuerType === 'individual' ? null : body.bankName,
    bankAccount: body.issuerType === 'individual' ? null : body.bankAccount,
    regAddress: body.issuerType === 'individual' ? null : body.regAddress,
    regTelephone: body.issuerType === 'individual' ? null : body.regTelephone,
  };
}
