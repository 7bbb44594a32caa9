import { useTranslation } from 'react-i18next';
import type { InfoFields } from '../../../../shared/fapiao/types.ts';

const OPTIONAL = ['taxpayerId', 'bankName', 'bankAccount', 'regAddress', 'regTelephone'] as const;

/** The facts of an information set on a phone; empty fields are left out. */
export function InfoFacts({ info }: { info: InfoFields }) {
  const { t } = useTranslation('fapiao');
  return (
    <dl className="lb-m-facts lb-m-fp-facts">
      <div>
        <dt>{t('field.title')}</dt>
        <dd>{info.title}</dd>
      </div>
      <div>
        <dt>{t('field.issuerType')}</dt>
        <dd>{t(`issuer.${info.issuerType}`)}</dd>
      </div>
      <div>
        <dt>{t('field.fapiaoType')}</dt>
        <dd>{t(`type.${info.fapiaoType}`)}</dd>
      </div>
      {OPTIONAL.filter((f) => info[f]).map((f) => (
        <div key={f}>
          <dt>{t(`field.${f}`)}</dt>
          <dd>{info[f]}</dd>
        </div>
      ))}
    </dl>
  );
}
