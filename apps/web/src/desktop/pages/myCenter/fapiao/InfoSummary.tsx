import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InfoFields } from '../../../../shared/fapiao/types.ts';

const OPTIONAL = ['taxpayerId', 'bankName', 'bankAccount', 'regAddress', 'regTelephone'] as const;

/** The facts of an information set (or of a request's copy of it); empty fields are left out. */
export function InfoSummary({ info, columns = 2 }: { info: InfoFields; columns?: number }) {
  const { t } = useTranslation('fapiao');
  const items = [
    { key: 'title', label: t('field.title'), children: info.title },
    { key: 'issuerType', label: t('field.issuerType'), children: t(`issuer.${info.issuerType}`) },
    { key: 'fapiaoType', label: t('field.fapiaoType'), children: t(`type.${info.fapiaoType}`) },
    ...OPTIONAL.filter((f) => info[f]).map((f) => ({ key: f, label: t(`field.${f}`), children: info[f] })),
  ];
  return <Descriptions size="small" column={columns} items={items} className="lb-fp-info" />;
}
