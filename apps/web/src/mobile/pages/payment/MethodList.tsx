import type { ReactNode } from 'react';
import { Radio } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { yuan } from '../../../shared/catalogue/money.ts';
import type { PayMethod } from '../../../shared/payments/types.ts';

const MARKS: Record<PayMethod, ReactNode> = {
  alipay: <span className="lb-m-paymark is-alipay" aria-hidden="true">支</span>,
  wechat: <span className="lb-m-paymark is-wechat" aria-hidden="true">微</span>,
  balance: <span className="lb-m-paymark is-balance" aria-hidden="true">¥</span>,
};

interface Props {
  value: PayMethod | null;
  onChange(m: PayMethod): void;
  /** Offer the balance with what it holds; short: '(insufficient balance)' and not selectable (spec §8). */
  balance?: { fen: number | null; short: boolean } | null;
  disabled?: boolean;
}

/** Payment methods on a phone: Alipay (mobile web), WeChat Pay (H5) and, for purchases, the balance. */
export function MethodList({ value, onChange, balance, disabled }: Props) {
  const { t } = useTranslation('pay');
  const methods: PayMethod[] = balance ? ['alipay', 'wechat', 'balance'] : ['alipay', 'wechat'];
  return (
    <Radio.Group value={value} onChange={(v) => onChange(v as PayMethod)} disabled={disabled}>
      <ul className="lb-m-paymethods" role="radiogroup" aria-label={t('field.method')}>
        {methods.map((m) => {
          const short = m === 'balance' && !!balance?.short;
          return (
            <li key={m} className={value === m ? 'lb-m-paymethod is-on' : 'lb-m-paymethod'}>
              <Radio value={m} disabled={short} block>
                <span className="lb-m-paymethod__label">
                  {MARKS[m]}
                  <span>{t(`method.${m}`)}</span>
                  {m === 'balance' && balance && (
                    <span className="lb-m-paymethod__balance">
                      {balance.fen === null ? '' : yuan(balance.fen)}
                      {short && <span className="lb-m-paymethod__short">{t('insufficient')}</span>}
                    </span>
                  )}
                </span>
              </Radio>
            </li>
          );
        })}
      </ul>
    </Radio.Group>
  );
}
